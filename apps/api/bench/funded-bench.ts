import { randomUUID } from 'node:crypto';
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
  /** The API process's id, for its CPU time (bench/cpu-time.ts). */
  apiPid: number | null;
  /** Two connections to the bench's database, for what the bench reads or writes itself. */
  db: Database;
  accounts: BenchAccount[];
  /** The accounts' ledger ids, in order. */
  ledgerIds: bigint[];
}

export interface FundedBenchOptions {
  /** How many accounts to register. */
  accounts: number;
  /** The game coins each is credited. */
  credit: bigint;
  /** The bench's own environment for the API process, on top of the database, SMTP and raised rate limits (JOB_WORKER, LOG_LEVEL...). */
  env: Record<string, string>;
}

/**
 * The production build on the bench's PostgreSQL (one process, rate limits raised), accounts
 * registered through `smtp`'s mail and credited game coins; runs `measure`, then fails if the
 * ledger does not check out, and stops the server.
 */
export async function withFundedAccounts<T>(database: BenchDatabase, smtp: TestSmtpServer, options: FundedBenchOptions, measure: (bench: FundedBench) => Promise<T>): Promise<T> {
  const url = database.env.DATABASE_URL;
  if (!url) throw new Error('The bench database has no DATABASE_URL.');
  const server = await startApiProcess({ env: { ...database.env, SMTP_URL: smtp.url, RATE_LIMIT_PER_IP: '1000000', RATE_LIMIT_PER_IDENTITY: '1000000', ...options.env } });
  const db = openPostgresDatabase(url, { maxConnections: 2 });
  try {
    const accounts = await createBenchAccounts(server.url, smtp, options.accounts);
    const ledgerIds = await creditBenchAccounts(db, accounts, options.credit);
    const result = await measure({ url: server.url, apiPid: server.pid, db, accounts, ledgerIds });
    const report = await checkLedger(db);
    if (!report.ok) throw new Error(describeLedgerCheck(report).join('\n'));
    return result;
  } finally {
    await db.close();
    await server.kill('SIGTERM');
  }
}

export interface AccountRequest {
  method: 'GET' | 'POST';
  path: string;
  /** A POST's body, made afresh for each request. */
  body?: () => string;
}

export const burnPath = '/api/economy/burn-game-coin';

/** A burn of 1 game coin under a fresh requestId: each one a real transfer. */
export const burnRequest: AccountRequest = { method: 'POST', path: burnPath, body: () => JSON.stringify({ requestId: randomUUID(), gameCoins: '1' }) };

/** `connections` connections for `seconds`, each with one account's session, sending one request. */
export function loadAsAccounts(url: string, accounts: BenchAccount[], request: AccountRequest, connections: number, seconds: number): Promise<Result> {
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

/** Fails on connection errors, timeouts, or an answer whose status `refused` names (by default a server error, 5xx). */
export function refuseFailures(name: string, result: Result, refused: (status: number) => boolean = (status) => status >= 500): void {
  const bad = Object.keys(result.statusCodeStats).filter((status) => refused(Number(status)));
  if (bad.length > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${name}: ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors, ${result.timeouts} timeouts.`);
  }
}
