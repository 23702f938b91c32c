import { routes, type RouteInfo, type RouteName } from '@site/api-contract/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { fund, signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { boundaryRequestsFor, type ControlRule } from '../test-support/boundary-requests.ts';
import { expectDocumentedStatus, expectSafeAnswer, send, wrongByContract } from '../test-support/hostile-answers.ts';
import { operationsOf, type Operation } from '../test-support/hostile-requests.ts';
import type { TestClient } from '../test-support/test-client.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { enableTotp } from '../test-support/second-factor-test-helpers.ts';

// Every field of every operation of /api/openapi.json at the edges of its bounds and of its
// column's, and with text the database cannot store (docs/architecture.md, "Security rules"): no
// 5xx, and a refusal naming the field. On PostgreSQL and on PGlite alike
// (src/test-support/embedded-database-tests.ts): their limits differ in places, their answers may not.

// An admin, so that what the contract lets through reaches every handler (and may change things
// there: this server's database is not fingerprinted, unlike hostile-input.test.ts's).
const server = await startTestServer({ RATE_LIMIT_PER_IP: '1000000', RATE_LIMIT_PER_IDENTITY: '1000000' });
const operations = operationsOf((await server.client().request<Parameters<typeof operationsOf>[0]>('GET', '/api/openapi.json')).body);
let admin: TestClient;

beforeAll(async () => {
  const caller = await signedInPlayer(server);
  await server.ctx.db.query("UPDATE accounts SET role = 'admin' WHERE id = $1", [caller.accountId]);
  // Staff need a second factor before the admin routes answer (src/second-factor/).
  await enableTotp(server, caller.client);
  // A ledger account of its own, so that its history's cursor reaches the query.
  await fund(server, caller.accountId, 'gold_coin', 1_000n);
  admin = caller.client;
});

// Fields whose text Telegram signs as sent: accepted by the contract, cleaned by the server.
// Passwords are hashed, never kept as text: only what the database cannot store is refused in them.
const signedByTelegram = ['body.first_name', 'body.last_name', 'body.username', 'body.photo_url'];
const passwords = ['body.password', 'body.currentPassword', 'body.newPassword'];
const ruleOf = (operation: Operation) => (field: string): ControlRule =>
  operation.operationId === 'telegramWidget' && signedByTelegram.includes(field) ? 'cleaned' : passwords.includes(field) ? 'nul-only' : 'refused';

/** Whether the route refuses text the database cannot store: not another service's call (a `crossSite` POST, made storable) nor data signed as sent (`signedAsSent`, cleaned by the route). */
const refusesUnstorableText = (operation: Operation): boolean => {
  const route: RouteInfo = routes[operation.operationId as RouteName];
  return !(route.crossSite === true && route.method !== 'GET') && route.signedAsSent !== true;
};

describe('every field refuses what its column cannot hold, naming the field', () => {
  it('finds the operations, and among them free JSON, dates and integers', () => {
    expect(operations.length).toBeGreaterThan(50);
    const labels = operations.flatMap((operation) => boundaryRequestsFor(operation).map((request) => `${operation.operationId}: ${request.label}`));
    expect(labels).toContain('putGameSave: body.data = {"a\\u0000b":1}');
    expect(labels).toContain('getMyProof: query.day = "0000-01-01"');
    expect(labels).toContain('putGameSave: body.baseVersion = 2147483648');
  });

  for (const operation of operations) {
    const requests = boundaryRequestsFor(operation, ruleOf(operation));
    if (requests.length === 0) continue;
    // A timeout in proportion to the requests: on a loaded machine each sign-in's scrypt takes seconds.
    const timeout = Math.max(30_000, requests.length * 3_000);
    it(`${operation.method} ${operation.path} (${operation.operationId})`, { timeout }, async () => {
      for (const request of requests) {
        const response = await send(admin, request);
        const label = `${operation.operationId}: ${request.label} → ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`;
        expectSafeAnswer(response, label);
        expectDocumentedStatus(operation, response, label);
        const code = (response.body as { error?: { code?: string } } | null)?.error?.code;
        if (request.unstorable) {
          if (refusesUnstorableText(operation)) expect(response.body, label).toMatchObject({ error: { code: 'text_unstorable', details: { field: request.field } } });
          else expect(code, label).not.toBe('text_unstorable');
          continue;
        }
        const wrong = wrongByContract(operation, request);
        if (request.mustRefuse) expect(wrong, `${label}: the contract lets it through`).toBe(true);
        if (wrong) expect(response.body, label).toMatchObject({ error: { code: 'validation_failed', details: { field: request.field } } });
        if (wrong && request.controlInText) {
          expect((response.body as { error: { message: string } }).error.message, label).toMatch(/may not contain (control characters|NUL)/);
        }
      }
    });
  }
});
