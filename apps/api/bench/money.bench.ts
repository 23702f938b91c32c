/* eslint-disable no-console -- a command-line report: printing is its job. */
// Money operations against the database's own limit (issue 25), in one run on one throwaway
// PostgreSQL: the bare SQL of one transfer driven by pgbench, then the same transfer through the
// API (a game-coin burn, production build, one process), each with 50 clients for BENCH_SECONDS;
// the p99 of a signed-in read at 50 clients; and the SQL statements a burn and a run finish send,
// counted by a decorator around the database of a server started in this process; and the CPU
// time each party spent per transfer (the load generator, the API process, PostgreSQL), since on
// a shared machine the rates say as much about the other work on it as about ours. It reports,
// and fails only on server errors, a pgbench failure or a ledger that does not check out.
// BENCH_API_PROFILE=<folder>: the API process writes a V8 CPU profile there, and the bench the
// phases' times beside it (bench/profile-summary.ts reads both). BENCH_LOG_LEVEL: the API's log
// level (default `error`; `info`, production's default, logs two lines per request).
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { csrfHeader } from '@site/api-contract/routes';
import { startTestSmtpServer, type TestSmtpServer } from '@site/testing/smtp';
import { loadConfig } from '../src/config/load-config.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { startServer } from '../src/start-server.ts';
import { createBenchAccounts, creditBenchAccounts, jsonPostHeaders } from './bench-accounts.ts';
import { throwawayPostgres } from './bench-databases.ts';
import { countingDatabase } from '../src/test-support/counting-database.ts';
import { loadAverage, measureCpu, type CpuParties } from './cpu-time.ts';
import { burnPath, burnRequest, loadAsAccounts, refuseFailures, withFundedAccounts } from './funded-bench.ts';
import { bareTransfer, pgbench } from './pgbench-transfer.ts';

const clients = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const accountCount = 10;
const credit = 10n ** 12n;
const csrfHeaders = { [csrfHeader.name]: csrfHeader.value };
const profileDir = process.env.BENCH_API_PROFILE;

/** The same transfer as the API makes it: one statement, `ledger_transfer` (migration 031), committed on its own. */
const oneStatementTransfer = `\\set u random(:first, :last)
SELECT * FROM ledger_transfer('one:' || gen_random_uuid(), 'one', 'burn_game_coin', NULL, NULL, ARRAY['game_coin'],
  ARRAY[(SELECT account_id FROM ledger_accounts WHERE id = :u)], ARRAY[NULL]::text[], ARRAY[NULL]::uuid[], ARRAY['burn'], ARRAY[1]::bigint[], true);
`;

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
    const send = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ counted: Counted; answer: unknown }> => {
      const before = { statements: db.statements, roundTrips: db.roundTrips };
      const response = await fetch(`${server.url}${path}`, {
        method,
        // A POST without a body sends no content type (an empty JSON body is refused).
        headers: { ...(method === 'POST' ? (body === undefined ? csrfHeaders : jsonPostHeaders) : {}), cookie: account.cookie },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const answer: unknown = await response.json();
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
      return { counted: { statements: db.statements - before.statements, 'round trips': db.roundTrips - before.roundTrips }, answer };
    };
    const counts: Record<string, Counted> = {};
    counts['signed-in read (GET /api/session)'] = (await send('GET', '/api/session')).counted;
    counts['burn (POST /api/economy/burn-game-coin)'] = (await send('POST', burnPath, { requestId: randomUUID(), gameCoins: '1' })).counted;
    for (const which of ['first', 'second']) {
      const started = await send('POST', '/api/games/levels/runs');
      const runId = (started.answer as { run: { id: string } }).run.id;
      counts[`run start (${which})`] = started.counted;
      counts[`run finish (${which}: Levels level 1, completed)`] = (await send('POST', `/api/runs/${runId}/finish`, { score: 10, level: 1, completed: true })).counted;
    }
    return counts;
  } finally {
    await server.close();
  }
}

/** Monotonic microseconds, the clock of a V8 CPU profile's samples. */
const monotonicMicros = (): number => Number(process.hrtime.bigint() / 1000n);

interface Phase<T> {
  result: T;
  cpu: CpuParties;
  load: number;
  seconds: number;
}

const database = await throwawayPostgres();
const smtp = await startTestSmtpServer();
try {
  const url = database.env.DATABASE_URL;
  const postgresPid = database.pid;
  if (!url || postgresPid === undefined) throw new Error('The bench database has no DATABASE_URL or process id.');
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const env = {
    JOB_WORKER: 'false',
    // The API's log level (`error` unless BENCH_LOG_LEVEL says otherwise: `info` is production's default).
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error',
    ...(profileDir ? { BENCH_API_PROFILE: profileDir, NODE_OPTIONS: `--import=${join(import.meta.dirname, 'cpu-profile.mjs')}` } : {}),
  };
  const phases: Record<string, { from: number; to: number; requests?: number }> = {};
  const loadAtStart = loadAverage();
  const { bare, oneStatement, burns, reads } = await withFundedAccounts(database, smtp, { accounts: accountCount, credit, env }, async ({ url: apiUrl, apiPid, db, accounts, ledgerIds }) => {
    /** One phase of load, timed, with the CPU time of each party. */
    const phase = async <T>(name: string, work: () => Promise<T>): Promise<Phase<T>> => {
      const from = monotonicMicros();
      const measured = await measureCpu({ api: apiPid, postgres: postgresPid }, work);
      const to = monotonicMicros();
      phases[name] = { from, to };
      return { ...measured, seconds: (to - from) / 1e6 };
    };
    const first = ledgerIds[0];
    const last = ledgerIds.at(-1);
    if (first === undefined || last === undefined || last - first !== BigInt(ledgerIds.length - 1)) throw new Error(`The bench's ledger accounts are not consecutive: ${ledgerIds.join(', ')}.`);
    const [burnAccount] = await db.query<{ id: bigint }>("SELECT id FROM ledger_accounts WHERE system_name = 'burn'");
    if (!burnAccount) throw new Error('No burn account.');

    const variables = { first: String(first), last: String(last), burn: String(burnAccount.id) };
    const not2xx = (status: number): boolean => status < 200 || status >= 300;
    const bare = await phase('bare', () => pgbench(url, bareTransfer, variables, { clients, seconds }));
    const oneStatement = await phase('one statement', () => pgbench(url, oneStatementTransfer, variables, { clients, seconds }));
    const burns = await phase('burns', () => loadAsAccounts(apiUrl, accounts, burnRequest, clients, seconds));
    refuseFailures('burns', burns.result, not2xx);
    const reads = await phase('reads', () => loadAsAccounts(apiUrl, accounts, { method: 'GET', path: '/api/session' }, clients, seconds));
    refuseFailures('signed-in reads', reads.result, not2xx);
    return { bare, oneStatement, burns, reads };
  });
  if (profileDir) {
    Object.assign(phases.burns ?? {}, { requests: burns.result.requests.total });
    Object.assign(phases.reads ?? {}, { requests: reads.result.requests.total });
    writeFileSync(join(profileDir, 'phases.json'), JSON.stringify(phases, null, 2));
  }
  const counts = await countStatements(url, smtp);

  const api = burns.result.requests.average;
  /** CPU milliseconds per transfer (or read) of each party, from the phase's CPU time and its count. */
  const perRequest = (measured: Phase<unknown>, rate: number): Record<string, string> => {
    const count = rate * measured.seconds;
    const ms = (seconds: number | null): string => (seconds === null ? '–' : ((seconds * 1000) / count).toFixed(2));
    return { 'client CPU ms': ms(measured.cpu.client), 'API CPU ms': ms(measured.cpu.api), 'PostgreSQL CPU ms': ms(measured.cpu.postgres), load: measured.load.toFixed(1) };
  };
  console.log(`\nOne transfer, bare SQL against the API, on one throwaway PostgreSQL: ${clients} clients for ${seconds} s each (production build, one process, 127.0.0.1).`);
  console.log('The load generator (pgbench, or autocannon in this process), the API process and PostgreSQL share this machine\'s cores; "CPU ms" is what each spent per transfer or read.');
  console.table([
    { measure: 'bare SQL of a transfer (pgbench)', 'transfers/s': Math.round(bare.result), 'p50 ms': '', 'p99 ms': '', ...perRequest(bare, bare.result) },
    { measure: "the API's one statement, ledger_transfer (pgbench)", 'transfers/s': Math.round(oneStatement.result), 'p50 ms': '', 'p99 ms': '', ...perRequest(oneStatement, oneStatement.result) },
    { measure: `burn through the API (POST ${burnPath})`, 'transfers/s': Math.round(api), 'p50 ms': burns.result.latency.p50, 'p99 ms': burns.result.latency.p99, ...perRequest(burns, api) },
    {
      measure: 'signed-in read (GET /api/session)',
      'transfers/s': `${Math.round(reads.result.requests.average)} reads/s`,
      'p50 ms': reads.result.latency.p50,
      'p99 ms': reads.result.latency.p99,
      ...perRequest(reads, reads.result.requests.average),
    },
  ]);
  console.log(`API / bare SQL: ${(api / bare.result).toFixed(2)} (goal: 0.6 or more). The ledger checked out after both.`);
  console.log(`Load average (1 min) of the machine: ${loadAtStart.toFixed(1)} at the start (${availableParallelism()} cores).`);
  console.log('\nSQL statements sent per request (BEGIN and COMMIT included), counted around the database:');
  console.table(Object.entries(counts).map(([request, counted]) => ({ request, ...counted })));
} finally {
  await smtp.close();
  await database.stop();
}
