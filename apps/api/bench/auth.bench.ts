/* eslint-disable no-console -- a command-line report: printing is its job. */
// Requests per second and p99 latency of an e-mail sign-in and of an authenticated read
// (GET /api/session with a session cookie), 50 concurrent connections on 127.0.0.1 for a bounded
// time each, against the production build on PGlite (on disk) and on a throwaway PostgreSQL.
// Timings on a shared 2-core machine are noisy: this reports, and fails only when the server
// answered errors (then the numbers would not measure what they say).
import autocannon, { type Result } from 'autocannon';
import { startTestSmtpServer } from '@site/testing/smtp';
import { benchClient, createBenchAccounts, jsonPostHeaders, type BenchAccount } from './bench-accounts.ts';
import { pgliteOnDisk, throwawayPostgres, type BenchDatabase } from './bench-databases.ts';
import { startApiProcess } from '../src/test-support/api-process.ts';

const connections = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const accountCount = 10;

interface Row {
  database: string;
  scenario: string;
  'requests/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
}

/** One kind of request, as each account sends it. */
interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The request autocannon replays (raw: it sends one prepared request as fast as it can). */
  headers(account: BenchAccount): Record<string, string>;
  body?(account: BenchAccount): string;
  /** The same request through the contract's client. */
  call(url: string, account: BenchAccount): Promise<unknown>;
}

const scenarios: Scenario[] = [
  {
    name: 'sign-in (POST /api/auth/email/login)',
    method: 'POST',
    path: '/api/auth/email/login',
    headers: () => jsonPostHeaders,
    body: (account) => JSON.stringify({ email: account.email, password: account.password }),
    call: (url, account) => benchClient(url).call('emailLogin', { body: { email: account.email, password: account.password } }),
  },
  {
    name: 'signed-in read (GET /api/session)',
    method: 'GET',
    path: '/api/session',
    headers: (account) => ({ cookie: account.cookie }),
    call: (url, account) => benchClient(url, account).call('getSession'),
  },
];

async function measure(database: BenchDatabase): Promise<Row[]> {
  const smtp = await startTestSmtpServer();
  const server = await startApiProcess({
    env: {
      ...database.env,
      SMTP_URL: smtp.url,
      // Fifty clients from one address on a few accounts: the per-address and per-identity
      // sign-in limits would answer 429 within a second.
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_IDENTITY: '1000000',
    },
  });
  try {
    const accounts = await createBenchAccounts(server.url, smtp, accountCount);
    const rows: Row[] = [];
    for (const scenario of scenarios) rows.push(row(database, scenario, await run(server.url, scenario, accounts)));
    return rows;
  } finally {
    await server.kill('SIGTERM');
    await smtp.close();
  }
}

/** `connections` connections for `seconds`, each acting as one of the accounts. */
async function run(url: string, scenario: Scenario, accounts: BenchAccount[]): Promise<Result> {
  let next = 0;
  const pick = (index: number): BenchAccount => {
    const account = accounts[index % accounts.length];
    if (!account) throw new Error('The bench has no accounts.');
    return account;
  };
  const result = await autocannon({
    url: `${url}${scenario.path}`,
    method: scenario.method,
    connections,
    duration: seconds,
    // Fifty sign-ins queue for the password hash: on a busy 2-core machine one can wait seconds.
    timeout: 30,
    setupClient: (client) => {
      const account = pick(next);
      next += 1;
      client.setHeaders(scenario.headers(account));
      if (scenario.body) client.setBody(scenario.body(account));
    },
  });
  // When the time is up, the server still works on the requests in flight (a sign-in hashes for
  // a while). One more request, queued behind them, answers once they are done, so the next
  // scenario starts on an idle server.
  await scenario.call(url, pick(0)).catch((error: unknown) => {
    throw new Error(`${scenario.name} failed after the run`, { cause: error });
  });
  return result;
}

function row(database: BenchDatabase, scenario: Scenario, result: Result): Row {
  const errors = result.errors + result.timeouts + result.non2xx;
  if (errors > 0) {
    throw new Error(`${database.name}, ${scenario.name}: ${result.non2xx} non-2xx answers (${JSON.stringify(result.statusCodeStats)}), ${result.errors} errors, ${result.timeouts} timeouts.`);
  }
  return {
    database: database.name,
    scenario: scenario.name,
    'requests/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors,
  };
}

const rows: Row[] = [];
for (const open of [pgliteOnDisk, throwawayPostgres]) {
  const database = await open();
  try {
    rows.push(...(await measure(database)));
  } finally {
    await database.stop();
  }
}
console.log(`\nThe API under ${connections} concurrent connections, ${seconds} s per line (production build, 127.0.0.1):`);
console.table(rows);
