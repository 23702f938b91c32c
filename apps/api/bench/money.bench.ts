/* eslint-disable no-console -- a command-line report: printing is its job. */
// Money operations against the database's own limit (issue 25), in one run on one throwaway
// PostgreSQL: the bare SQL of one transfer driven by pgbench, then the same transfer through the
// API (a game-coin burn, production build, one process), each with 50 clients for BENCH_SECONDS;
// the p99 of a signed-in read at 50 clients; and the SQL statements a burn and a run finish send,
// counted by a decorator around the database of a server started in this process. It reports,
// and fails only on server errors, a pgbench failure or a ledger that does not check out.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Result } from 'autocannon';
import { resolvePostgresBinDir } from '@site/testing/postgres';
import { startTestSmtpServer, type TestSmtpServer } from '@site/testing/smtp';
import { loadConfig } from '../src/config/load-config.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { startServer } from '../src/start-server.ts';
import { benchClient, createBenchAccounts, creditBenchAccounts } from './bench-accounts.ts';
import { throwawayPostgres } from './bench-databases.ts';
import { loadAsAccounts, withFundedAccounts } from './funded-bench.ts';
import { countingDatabase } from '../src/test-support/counting-database.ts';

const clients = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const accountCount = 10;
const credit = 10n ** 12n;
const burnPath = '/api/economy/burn-game-coin';

/**
 * One transfer as bare SQL, as a client that knows its ids sends it: the idempotency row, the
 * user's balance locked and checked, the transfer row, the user's balance, the system's balance
 * written last. `:first`..`:last` are the bench accounts' ledger ids, `:burn` the burn account's.
 */
const bareTransfer = `\\set u random(:first, :last)
BEGIN;
INSERT INTO ledger_operations (idempotency_key, request) VALUES ('bare:' || txid_current(), 'bare');
SELECT balance FROM ledger_balances WHERE ledger_account_id = :u AND asset = 'game_coin' FOR UPDATE \\gset
\\if :balance < 1
ROLLBACK;
\\else
INSERT INTO ledger_transfers (idempotency_key, leg, asset, from_account, to_account, amount, reason) VALUES ('bare:' || txid_current(), 0, 'game_coin', :u, :burn, 1, 'burn_game_coin');
UPDATE ledger_balances SET balance = balance - 1 WHERE ledger_account_id = :u AND asset = 'game_coin';
UPDATE ledger_balances SET balance = balance + 1 WHERE ledger_account_id = :burn AND asset = 'game_coin';
COMMIT;
\\endif
`;

/** The same transfer as the API makes it: one statement, `ledger_transfer` (migration 031), committed on its own. */
const oneStatementTransfer = `\\set u random(:first, :last)
SELECT * FROM ledger_transfer('one:' || gen_random_uuid(), 'one', 'burn_game_coin', NULL, NULL, ARRAY['game_coin'],
  ARRAY[(SELECT account_id FROM ledger_accounts WHERE id = :u)], ARRAY[NULL]::text[], ARRAY[NULL]::uuid[], ARRAY['burn'], ARRAY[1]::bigint[], true);
`;

/** pgbench with `clients` clients for `seconds` on the script; its transactions per second. */
async function pgbench(url: string, script: string, variables: Record<string, string>): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'api-bench-pgbench-'));
  try {
    const file = join(dir, 'transfer.sql');
    writeFileSync(file, script);
    const args = ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', file, ...Object.entries(variables).flatMap(([name, value]) => ['-D', `${name}=${value}`]), url];
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(join(resolvePostgresBinDir(), 'pgbench'), args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      const keep = (chunk: Buffer): void => {
        text += chunk.toString();
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('error', reject);
      child.on('close', (code) => {
        if (code === 0) resolve(text);
        else reject(new Error(`pgbench exited with ${code}:\n${text}`));
      });
    });
    const failed = /number of failed transactions: (\d+)/.exec(output);
    if (failed && failed[1] !== '0') throw new Error(`pgbench: ${failed[1]} failed transactions:\n${output}`);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
    if (!tps?.[1]) throw new Error(`pgbench printed no tps:\n${output}`);
    return Number(tps[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function refuseErrors(name: string, result: Result): void {
  const bad = Object.entries(result.statusCodeStats).filter(([status]) => !status.startsWith('2'));
  if (bad.length > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${name}: ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors, ${result.timeouts} timeouts.`);
  }
}

type Counted = { statements: number; 'round trips': number };

/** The statements one burn, one run start and run finishes send, on a server in this process whose database counts them. */
async function countStatements(url: string, smtp: TestSmtpServer): Promise<Record<string, Counted>> {
  const config = loadConfig({
    DATABASE_URL: url,
    PORT: '0',
    LOG_LEVEL: 'silent',
    FILES_DIR: 'memory://',
    SMTP_URL: smtp.url,
    RUN_MIN_SECONDS: '0',
    JOB_WORKER: 'false',
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_IDENTITY: '1000000',
  });
  const db = countingDatabase(openPostgresDatabase(url));
  const server = await startServer(config, { db });
  try {
    const [account] = await createBenchAccounts(server.url, smtp, 1);
    if (!account) throw new Error('No account to count with.');
    await creditBenchAccounts(db, [account], credit);
    const api = benchClient(server.url, account);
    /** The statements one typed call sent (a refusal throws its ApiError). */
    const counted = async <T>(call: () => Promise<T>): Promise<{ counted: Counted; answer: T }> => {
      const before = { statements: db.statements, roundTrips: db.roundTrips };
      const answer = await call();
      return { counted: { statements: db.statements - before.statements, 'round trips': db.roundTrips - before.roundTrips }, answer };
    };
    const counts: Record<string, Counted> = {};
    counts['signed-in read (GET /api/session)'] = (await counted(() => api.call('getSession'))).counted;
    counts['burn (POST /api/economy/burn-game-coin)'] = (await counted(() => api.call('burnGameCoin', { body: { requestId: randomUUID(), gameCoins: '1' } }))).counted;
    for (const which of ['first', 'second']) {
      const started = await counted(() => api.call('startRun', { params: { game: 'levels' } }));
      counts[`run start (${which})`] = started.counted;
      counts[`run finish (${which}: Levels level 1, completed)`] = (await counted(() => api.call('finishRun', { params: { run: started.answer.run.id }, body: { score: 10, level: 1, completed: true } }))).counted;
    }
    return counts;
  } finally {
    await server.close();
  }
}

const database = await throwawayPostgres();
const smtp = await startTestSmtpServer();
try {
  const url = database.env.DATABASE_URL;
  if (!url) throw new Error('The bench database has no DATABASE_URL.');
  const { bare, oneStatement, burns, reads } = await withFundedAccounts(database, smtp, accountCount, credit, async ({ url: apiUrl, db, accounts, ledgerIds }) => {
    const first = ledgerIds[0];
    const last = ledgerIds.at(-1);
    if (first === undefined || last === undefined || last - first !== BigInt(ledgerIds.length - 1)) throw new Error(`The bench's ledger accounts are not consecutive: ${ledgerIds.join(', ')}.`);
    const [burnAccount] = await db.query<{ id: bigint }>("SELECT id FROM ledger_accounts WHERE system_name = 'burn'");
    if (!burnAccount) throw new Error('No burn account.');

    const variables = { first: String(first), last: String(last), burn: String(burnAccount.id) };
    const bareTps = await pgbench(url, bareTransfer, variables);
    const oneStatementTps = await pgbench(url, oneStatementTransfer, variables);
    const burnLoad = await loadAsAccounts(apiUrl, accounts, { method: 'POST', path: burnPath, body: () => JSON.stringify({ requestId: randomUUID(), gameCoins: '1' }) }, clients, seconds);
    refuseErrors('burns', burnLoad);
    const readLoad = await loadAsAccounts(apiUrl, accounts, { method: 'GET', path: '/api/session' }, clients, seconds);
    refuseErrors('signed-in reads', readLoad);
    return { bare: bareTps, oneStatement: oneStatementTps, burns: burnLoad, reads: readLoad };
  });
  const counts = await countStatements(url, smtp);

  const api = burns.requests.average;
  console.log(`\nOne transfer, bare SQL against the API, on one throwaway PostgreSQL: ${clients} clients for ${seconds} s each (production build, one process, 127.0.0.1).`);
  console.table([
    { measure: 'bare SQL of a transfer (pgbench)', 'transfers/s': Math.round(bare), 'p50 ms': '', 'p99 ms': '' },
    { measure: 'the API\'s one statement, ledger_transfer (pgbench)', 'transfers/s': Math.round(oneStatement), 'p50 ms': '', 'p99 ms': '' },
    { measure: `burn through the API (POST ${burnPath})`, 'transfers/s': Math.round(api), 'p50 ms': burns.latency.p50, 'p99 ms': burns.latency.p99 },
    { measure: 'signed-in read (GET /api/session)', 'transfers/s': `${Math.round(reads.requests.average)} reads/s`, 'p50 ms': reads.latency.p50, 'p99 ms': reads.latency.p99 },
  ]);
  console.log(`API / bare SQL: ${(api / bare).toFixed(2)} (goal: 0.6 or more). The ledger checked out after both.`);
  console.log('\nSQL statements sent per request (BEGIN and COMMIT included), counted around the database:');
  console.table(Object.entries(counts).map(([request, counted]) => ({ request, ...counted })));
} finally {
  await smtp.close();
  await database.stop();
}
