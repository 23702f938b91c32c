import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../sessions/session-cookie.ts';
import { createSession } from '../sessions/sessions.ts';
import { fund, ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { postForm, submissionParts } from '../test-support/submission-test-helpers.ts';
import { databaseFingerprint } from '../test-support/database-fingerprint.ts';
import { expectDocumentedStatus, expectSafeAnswer, isValid, send, wrongByContract } from '../test-support/hostile-answers.ts';
import { hostileRequestsFor, operationsOf, sampleOf, type Operation } from '../test-support/hostile-requests.ts';
import type { TestClient } from '../test-support/test-client.ts';
import { startTestServer } from '../test-support/test-server.ts';

// Every endpoint of /api/openapi.json fed malformed and hostile requests (docs/architecture.md, "Security rules"): no 5xx, no
// stack trace, the one error shape, security headers on every answer, and nothing changed. The
// edges of every field's bounds and text the database cannot store are in boundary-input.test.ts.

const server = await startTestServer({ RATE_LIMIT_PER_IP: '1000000', RATE_LIMIT_PER_IDENTITY: '1000000' });
const { db } = server.ctx;
const document = (await server.client().request<Parameters<typeof operationsOf>[0]>('GET', '/api/openapi.json')).body;
const operations = operationsOf(document);

let player: TestClient;
const otherIds: Record<string, string[]> = { version: ['1'] };
let before: Record<string, string>;

beforeAll(async () => {
  const caller = await signedInPlayer(server);
  player = caller.client;
  for (const asset of ['gold_coin', 'game_coin', 'invite_point'] as const) await fund(server, caller.accountId, asset, 1_000n);
  // Someone else, with a run and a session the player must never reach through an id.
  const other = await signedInPlayer(server);
  const run = await other.client.api.call('startRun', { params: { game: 'levels' } });
  const submitted = await postForm<{ game: string }>(other.client, '/api/submissions', submissionParts());
  expect(submitted.status).toBe(201);
  otherIds.game = [submitted.body.game];
  const [session] = await db.query<{ id: string }>('SELECT id::text FROM sessions WHERE account_id = $1', [other.accountId]);
  otherIds.run = [run.run.id];
  otherIds.id = [session?.id ?? ''];
  before = await databaseFingerprint(db);
});

describe('every endpoint refuses malformed and hostile input', () => {
  it('finds the operations in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  for (const operation of operations) {
    it(`${operation.method} ${operation.path} (${operation.operationId})`, async () => {
      let refused = 0;
      for (const request of hostileRequestsFor(operation, otherIds)) {
        const wrong = wrongByContract(operation, request);
        // A request the contract accepts and that reads nothing is not hostile: leave it out.
        if (!wrong && request.invalidPart.kind === 'body') continue;
        const response = await send(player, request);
        const label = `${operation.operationId}: ${request.label} → ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`;
        expectSafeAnswer(response, label);
        expectDocumentedStatus(operation, response, label);
        // Wrong by the contract, or someone else's id on a request that changes something: refused.
        if (wrong || operation.method !== 'GET') expect(response.status, label).toBeGreaterThanOrEqual(400);
        if (response.status >= 400) refused += 1;
      }
      if (operation.parameters.length > 0 || operation.bodySchema || operation.multipart) expect(refused).toBeGreaterThan(0);
    });
  }
});

/** A request of the operation's shape, with the other account's ids in the path. */
const sampleRequest = (operation: Operation) => ({
  method: operation.method,
  path: operation.path.replace(/\{(\w+)\}/g, (_, name: string) => otherIds[name]?.[0] ?? 'x'),
  query: Object.fromEntries(operation.parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(sampleOf(p.schema))])),
  ...(operation.bodySchema ? { body: JSON.stringify(sampleOf(operation.bodySchema)), contentType: 'application/json' } : {}),
});

describe('every endpoint that declares the x-site-request header refuses a call without it, and only those', () => {
  it('finds both kinds among the state-changing operations', () => {
    const changing = operations.filter((operation) => operation.method !== 'GET');
    expect(changing.filter((operation) => operation.siteRequestHeader).length).toBeGreaterThan(20);
    // Apple's server-to-server notifications carry their own signature instead, Telegram's updates their secret token.
    expect(changing.filter((operation) => !operation.siteRequestHeader).map((operation) => operation.operationId)).toEqual(['appleIapNotification', 'telegramBotWebhook']);
  });

  it('answers each without the header as the document says', async () => {
    // Signed out, so that what passes the guard changes nothing (a GET of the invites makes a code).
    const stranger = server.client();
    for (const operation of operations) {
      const response = await send(stranger, sampleRequest(operation), { csrf: false });
      const label = `${operation.operationId} without the header → ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`;
      expectSafeAnswer(response, label);
      expectDocumentedStatus(operation, response, label);
      if (operation.siteRequestHeader) expect(response.body, label).toMatchObject({ error: { code: 'csrf_failed' } });
      else expect((response.body as { error?: { code?: string } } | null)?.error?.code, label).not.toBe('csrf_failed');
      // The guard covers every state-changing method; a GET never needs the header.
      if (operation.method === 'GET') expect(operation.siteRequestHeader, label).toBe(false);
    }
  });
});

describe('every endpoint that needs a session refuses a missing, forged or expired one', () => {
  const withSession = operations.filter((operation) => operation.auth === 'session');

  it('finds them', () => {
    expect(withSession.length).toBeGreaterThan(20);
  });

  it('refuses each with no session, a forged one and an expired one', async () => {
    const [account] = await db.query<{ account_id: string }>('SELECT account_id::text FROM sessions LIMIT 1');
    const longAgo = new Date(server.ctx.now().getTime() - 60 * 86_400_000);
    const expired = await createSession(db, { accountId: account?.account_id ?? '', userAgent: 'test', ttlDays: 1, now: longAgo });
    const callers: Array<[string, TestClient]> = [
      ['no session', server.client()],
      ['a forged session', Object.assign(server.client(), {})],
      ['an expired session', server.client()],
    ];
    callers[1]?.[1].cookies.set(SESSION_COOKIE, 'forged-session-token-0000000000000000000000');
    callers[2]?.[1].cookies.set(SESSION_COOKIE, expired.token);
    for (const operation of withSession) {
      const request = sampleRequest(operation);
      for (const [who, client] of callers) {
        const response = await send(client, request);
        const label = `${operation.operationId} with ${who} → ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`;
        expectSafeAnswer(response, label);
        expectDocumentedStatus(operation, response, label);
        // A body the contract refuses is refused first (400); otherwise it is the session (401).
        expect([400, 401], label).toContain(response.status);
        if (!operation.bodySchema || isValid(operation.bodySchema, sampleOf(operation.bodySchema))) {
          if (!operation.parameters.some((p) => p.in === 'path')) expect(response.status, label).toBe(401);
        }
      }
    }
    await db.query('DELETE FROM sessions WHERE id = $1', [expired.id]);
  });
});

describe('afterwards', () => {
  it('nothing a person owns changed, and the ledger is sound', async () => {
    expect(await databaseFingerprint(db)).toEqual(before);
    expect(await ledgerFailures(server)).toEqual([]);
  });
});
