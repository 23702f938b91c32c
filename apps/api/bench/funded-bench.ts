import autocannon, { type Result } from 'autocannon';
import type { TestSmtpServer } from '@site/testing/smtp';
import type { Database } from '../src/db/database.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { checkLedger, describeLedgerCheck } from '../src/ledger/check-ledger.ts';
import { startApiProcess } from '../src/test-support/api-process.ts';
import { createBenchAccounts, creditBenchAccounts, jsonPostHeaders, type BenchAccount } from './bench-accounts.ts';
import type { BenchDatabase } from './bench-databases.ts';

export interface FundedBench {
  /** The API's address. */
  url: string;
  /** Two connections to the bench's database, for what the bench reads or writes itself. */
  db: Database;
  accounts: BenchAccount[];
  /** The accounts' ledger ids, in order. */
  ledgerIds: bigint[];
}

/**
 * The production build on the bench's PostgreSQL (one process, rate limits raised, no job
 * worker), `count` accounts registered through `smtp`'s mail and credited `credit` game coins
 * each; runs `measure`, then fails if the ledger does not check out, and stops the server.
 */
export async function withFundedAccounts<T>(database: BenchDatabase, smtp: TestSmtpServer, count: number, credit: bigint, measure: (bench: FundedBench) => Promise<T>): Promise<T> {
  const url = database.env.DATABASE_URL;
  if (!url) throw new Error('The bench database has no DATABASE_URL.');
  const server = await startApiProcess({ env: { ...database.env, SMTP_URL: smtp.url, RATE_LIMIT_PER_IP: '1000000', RATE_LIMIT_PER_IDENTITY: '1000000', JOB_WORKER: 'false' } });
  const db = openPostgresDatabase(url, { maxConnections: 2 });
  try {
    const accounts = await createBenchAccounts(server.url, smtp, count);
    const ledgerIds = await creditBenchAccounts(db, accounts, credit);
    const result = await measure({ url: server.url, db, accounts, ledgerIds });
    const report = await checkLedger(db);
    if (!report.ok) throw new Error(describeLedgerCheck(report).join('\n'));
    return result;
  } finally {
    await db.close();
    await server.kill('SIGTERM');
  }
}

/** `connections` connections for `seconds`, each with one account's session, sending one request (a POST's body made afresh each time). */
export function loadAsAccounts(url: string, accounts: BenchAccount[], request: { method: 'GET' | 'POST'; path: string; body?: () => string }, connections: number, seconds: number): Promise<Result> {
  let next = 0;
  return autocannon({
    url: `${url}${request.path}`,
    connections,
    duration: seconds,
    timeout: 30,
    setupClient: (client) => {
      const account = accounts[next % accounts.length];
      next += 1;
      if (!account) throw new Error('The bench has no accounts.');
      const headers = { ...(request.method === 'POST' ? jsonPostHeaders : {}), cookie: account.cookie };
      const body = request.body;
      client.setRequests([{ method: request.method, path: request.path, headers, ...(body ? { setupRequest: (sent) => ({ ...sent, body: body() }) } : {}) }]);
    },
  });
}
