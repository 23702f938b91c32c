import { randomUUID } from 'node:crypto';
import { SESSION_COOKIE } from '../sessions/session-cookie.ts';
import { createSession } from '../sessions/sessions.ts';
import { checkLedger } from '../ledger/check-ledger.ts';
import { createTestAccount } from './ledger-test-helpers.ts';
import type { Asset } from '../ledger/ledger-types.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { transfer } from '../ledger/transfer.ts';
import type { TestServer } from './test-server.ts';

/** A new account with a session (valid for a week, so clock moves keep it), and its client (tests only). */
export async function signedInPlayer(server: TestServer): Promise<{ accountId: string; client: ReturnType<TestServer['client']> }> {
  const accountId = await createTestAccount(server.ctx.db);
  const { token } = await createSession(server.ctx.db, { accountId, userAgent: 'test', ttlDays: 7, now: server.ctx.now() });
  const client = server.client();
  client.cookies.set(SESSION_COOKIE, token);
  return { accountId, client };
}

/** Credits `amount` of `asset` to the account from the mint (tests only). */
export async function fund(server: TestServer, accountId: string, asset: Asset, amount: bigint): Promise<void> {
  await server.ctx.db.transaction((tx) => transfer(tx, { asset, from: systemParty('mint'), to: userParty(accountId), amount, idempotencyKey: `fund-${randomUUID()}`, reason: 'test_fund' }));
}

/** The ledger's invariant failures: empty when it is sound. */
export async function ledgerFailures(server: TestServer): Promise<string[]> {
  const report = await checkLedger(server.ctx.db);
  return report.checks.flatMap((check) => [...check.failures]);
}
