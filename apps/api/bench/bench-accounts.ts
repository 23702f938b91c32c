import { randomBytes } from 'node:crypto';
import { createApiClient, type ApiClient } from '@site/api-contract/client';
import { csrfHeader } from '@site/api-contract/routes';
import type { TestSmtpServer } from '@site/testing/smtp';
import type { Database } from '../src/db/database.ts';
import { systemParty, userParty } from '../src/ledger/ledger-types.ts';
import { transfer } from '../src/ledger/transfer.ts';

export interface BenchAccount {
  email: string;
  password: string;
  /** `sid=…`, a signed-in session of the account. */
  cookie: string;
}

/**
 * What a browser of the site sends with a state-changing call (CSRF: docs/architecture.md,
 * "Security rules"), for autocannon, which replays one prepared request as fast as it can.
 */
export const jsonPostHeaders = { 'content-type': 'application/json', [csrfHeader.name]: csrfHeader.value };

/**
 * The contract's typed client against `apiUrl`, as the browser of `account` (its session cookie)
 * or of a visitor. Its time limit is long: a call made right after a run queues behind the
 * requests still in flight (fifty sign-ins hashing their passwords take a while).
 */
export function benchClient(apiUrl: string, account?: Pick<BenchAccount, 'cookie'>): ApiClient {
  return createApiClient({
    baseUrl: apiUrl,
    timeoutMs: 120_000,
    fetch: (input, init) => fetch(input, account ? { ...init, headers: { ...(init?.headers as Record<string, string>), cookie: account.cookie } } : init),
  });
}

/**
 * Accounts made as a visitor makes them: register, follow the link the server mailed to the local
 * SMTP server, and keep the session that verifying starts (an invited friend's registration names the inviter's code).
 */
export async function createBenchAccounts(apiUrl: string, smtp: TestSmtpServer, count: number, options: { inviteCode?: string } = {}): Promise<BenchAccount[]> {
  const accounts: BenchAccount[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `bench-${index}-${randomBytes(4).toString('hex')}@bench.test`;
    const password = `Bench ${randomBytes(9).toString('base64url')}`;
    let cookie: string | undefined;
    const visitor = createApiClient({
      baseUrl: apiUrl,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        cookie = response.headers.getSetCookie().map((header) => header.split(';')[0] ?? '').find((pair) => pair.startsWith('sid=')) ?? cookie;
        return response;
      },
    });
    await visitor.call('emailRegister', { body: { email, password, ...options } });
    const message = await smtp.waitForMessage({ to: email });
    const token = message.links.map((link) => new URL(link).searchParams.get('verify')).find((value) => value !== null);
    if (!token) throw new Error(`The verification mail to ${email} has no ?verify= link: ${message.text}`);
    await visitor.call('emailVerify', { body: { token } });
    if (!cookie) throw new Error('Verifying the address set no session cookie.');
    accounts.push({ email, password, cookie });
  }
  return accounts;
}

/** Each account gets `amount` game coins from the mint, through the ledger's one entry point; returns their ledger account ids in order. */
export async function creditBenchAccounts(db: Database, accounts: BenchAccount[], amount: bigint): Promise<bigint[]> {
  const ledgerIds: bigint[] = [];
  for (const account of accounts) {
    const rows = await db.query<{ account_id: string }>("SELECT account_id FROM identities WHERE kind = 'email' AND lower(subject) = lower($1)", [account.email]);
    const accountId = rows[0]?.account_id;
    if (!accountId) throw new Error(`No account for ${account.email}.`);
    const result = await db.transaction((tx) =>
      transfer(tx, { idempotencyKey: `bench-credit-${accountId}`, reason: 'bench_credit', asset: 'game_coin', from: systemParty('mint'), to: userParty(accountId), amount }),
    );
    const [ledger] = await db.query<{ to_account: bigint }>('SELECT to_account FROM ledger_transfers WHERE idempotency_key = $1', [result.idempotencyKey]);
    if (!ledger) throw new Error(`No ledger account for ${account.email}.`);
    ledgerIds.push(ledger.to_account);
  }
  return ledgerIds;
}
