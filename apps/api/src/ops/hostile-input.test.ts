import { Ajv, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../sessions/session-cookie.ts';
import { createSession } from '../sessions/sessions.ts';
import { fund, ledgerFailures, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { postForm, submissionParts } from '../test-support/submission-test-helpers.ts';
import { boundaryRequestsFor, type ControlRule } from '../test-support/boundary-requests.ts';
import { databaseFingerprint } from '../test-support/database-fingerprint.ts';
import { hostileRequestsFor, operationsOf, sampleOf, type HostileRequest, type JsonSchema, type Operation } from '../test-support/hostile-requests.ts';
import type { TestClient, TestResponse } from '../test-support/test-client.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { enableTotp } from '../test-support/second-factor-test-helpers.ts';

// Every endpoint of /api/openapi.json fed malformed and hostile requests (docs/architecture.md, "Security rules"): no 5xx, no
// stack trace, the one error shape, security headers on every answer, and nothing changed.

const server = await startTestServer({ RATE_LIMIT_PER_IP: '1000000', RATE_LIMIT_PER_IDENTITY: '1000000' });
const { db } = server.ctx;
const document = (await server.client().request<Parameters<typeof operationsOf>[0]>('GET', '/api/openapi.json')).body;
const operations = operationsOf(document);

// The same validator settings as the server's (src/app.ts), to tell which generated requests are
// wrong by the contract: those must be refused with a 4xx.
const ajv = new Ajv({ strict: false, removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: false });
ajvFormats.default(ajv);
const validators = new Map<JsonSchema, ValidateFunction>();
const isValid = (schema: JsonSchema, value: unknown): boolean => {
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
  return validate(value);
};

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

/** Sends one generated request as `client` (CSRF header and Origin included, as the site would, unless `csrf: false`). */
function send(client: TestClient, request: Pick<HostileRequest, 'method' | 'path' | 'query' | 'body' | 'contentType'>, options: { csrf?: boolean } = {}): Promise<TestResponse> {
  return client.request(request.method, request.path, {
    ...options,
    query: request.query,
    headers: request.contentType ? { 'content-type': request.contentType } : {},
    ...(request.body === undefined ? {} : { body: request.body }),
  });
}

const stackTrace = /\n\s+at |node_modules|\/src\/|\.[cm]?[jt]s:\d+/;

/** What every answer must be, whatever was sent: no 5xx, the error shape, no internals, security headers. */
function expectSafeAnswer(response: TestResponse, label: string): void {
  expect(response.status, label).toBeLessThan(500);
  const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
  expect(text, label).not.toMatch(stackTrace);
  if (response.status >= 400) expect(response.body, label).toMatchObject({ error: { code: expect.any(String) as string, message: expect.any(String) as string } });
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(response.headers.get('content-security-policy'), label).toContain("frame-ancestors 'none'");
  expect(response.headers.get('referrer-policy'), label).toBe('no-referrer');
}

/** The answer's status is one the document lists for the operation (what a client generated from it expects). */
function expectDocumentedStatus(operation: Operation, response: TestResponse, label: string): void {
  expect(operation.statuses, `${label}: a status /api/openapi.json does not list`).toContain(response.status);
}

/** Whether the contract itself says the request is wrong (so the server must refuse it). */
function wrongByContract(operation: Operation, request: HostileRequest): boolean {
  const part = request.invalidPart;
  if (part.kind === 'raw') return true;
  if (part.kind === 'body') return operation.bodySchema !== null && !isValid(operation.bodySchema, part.value);
  return !isValid(part.parameter.schema, part.value);
}

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

describe('every field refuses numbers past what its column holds and control characters, naming the field', () => {
  // Fields whose text Telegram signs as sent: accepted by the contract, cleaned by the server.
  // Passwords are hashed, never kept as text: only NUL is refused in them.
  const signedByTelegram = ['body.first_name', 'body.last_name', 'body.username', 'body.photo_url'];
  const passwords = ['body.password', 'body.currentPassword', 'body.newPassword'];
  const ruleOf = (operation: Operation) => (field: string): ControlRule =>
    operation.operationId === 'telegramWidget' && signedByTelegram.includes(field) ? 'cleaned' : passwords.includes(field) ? 'nul-only' : 'refused';
  // A server of its own, and an admin, so that what the contract lets through reaches every handler
  // (and may change things there: this server's database is not fingerprinted).
  let boundaryServer: Awaited<ReturnType<typeof startTestServer>>;
  let admin: TestClient;
  beforeAll(async () => {
    boundaryServer = await startTestServer({ RATE_LIMIT_PER_IP: '1000000', RATE_LIMIT_PER_IDENTITY: '1000000' });
    const caller = await signedInPlayer(boundaryServer);
    await boundaryServer.ctx.db.query("UPDATE accounts SET role = 'admin' WHERE id = $1", [caller.accountId]);
    // Staff need a second factor before the admin routes answer (src/second-factor/).
    await enableTotp(boundaryServer, caller.client);
    // A ledger account of its own, so that its history's cursor reaches the query.
    await fund(boundaryServer, caller.accountId, 'gold_coin', 1_000n);
    admin = caller.client;
  });

  for (const operation of operations) {
    const requests = boundaryRequestsFor(operation, ruleOf(operation));
    if (requests.length === 0) continue;
    it(`${operation.method} ${operation.path} (${operation.operationId})`, async () => {
      for (const request of requests) {
        const response = await send(admin, request);
        const label = `${operation.operationId}: ${request.label} → ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`;
        expectSafeAnswer(response, label);
        expectDocumentedStatus(operation, response, label);
        const wrong = wrongByContract(operation, request);
        if (request.mustRefuse) expect(wrong, `${label}: the contract lets it through`).toBe(true);
        if (wrong) expect(response.body, label).toMatchObject({ error: { code: 'validation_failed', details: { field: request.field } } });
        if (wrong && request.nulInText) {
          expect((response.body as { error: { message: string } }).error.message, label).toMatch(/may not contain (control characters|NUL)/);
        }
      }
    });
  }
});

describe('afterwards', () => {
  it('nothing a person owns changed, and the ledger is sound', async () => {
    expect(await databaseFingerprint(db)).toEqual(before);
    expect(await ledgerFailures(server)).toEqual([]);
  });
});
