/* eslint-disable no-console -- a command-line report: printing is its job. */
// The leaderboards' budget (issue 23): top-100 and around-me reads over HTTP with 1,000,000 scores
// on one board (Levels level 1, all-time) on a throwaway PostgreSQL, p50/p99 at 10 concurrent
// connections for BENCH_SECONDS each. The scores are written in SQL (the set-up, not the code
// under test); ten accounts made through the mailed links hold ranks spread over the whole board,
// down to its last tenth, where a rank counts the most rows. It reports, and fails only on
// answers other than 200 or a rank that is not where it was put.
import autocannon, { type Result } from 'autocannon';
import { startTestSmtpServer } from '@site/testing/smtp';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { startApiProcess } from '../src/test-support/api-process.ts';
import { benchClient, createBenchAccounts, type BenchAccount } from './bench-accounts.ts';
import { throwawayPostgres } from './bench-databases.ts';

const scores = 1_000_000;
const connections = 10;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const accountCount = 10;
const board = '/api/games/levels/leaderboard';
const query = '?level=1&period=all';

interface Row {
  measure: string;
  'requests/s': number | string;
  'p50 ms': number | string;
  'p99 ms': number | string;
  'non-2xx': number | string;
}

/** `scores` players on level 1's all-time board (scores 0 … 999,999), then bench account i ties a filler's score 100,000·i from the top and, reaching it earlier, ranks 1 + 100,001·i. */
async function fillBoard(db: ReturnType<typeof openPostgresDatabase>, accounts: BenchAccount[]): Promise<number> {
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.exec(`
      CREATE TEMPORARY TABLE bench_players ON COMMIT DROP AS SELECT n, gen_random_uuid() AS account_id FROM generate_series(0, ${scores - accountCount - 1}) AS n;
      INSERT INTO accounts (id, display_name) SELECT account_id, 'Bench ' || n FROM bench_players;
      INSERT INTO leaderboard_scores (game_id, level, period, period_start, account_id, score, reached_at, run_id)
        SELECT 'levels', 1, 'all', DATE '1970-01-01', account_id, ${scores - 1} - n, TIMESTAMPTZ '2026-01-02T00:00:00Z', gen_random_uuid() FROM bench_players;
    `);
    for (const [index, account] of accounts.entries()) {
      await tx.query(
        `INSERT INTO leaderboard_scores (game_id, level, period, period_start, account_id, score, reached_at, run_id)
         SELECT 'levels', 1, 'all', DATE '1970-01-01', account_id, $2, TIMESTAMPTZ '2026-01-01T00:00:00Z', gen_random_uuid()
           FROM identities WHERE kind = 'email' AND lower(subject) = lower($1)`,
        [account.email, scores - 1 - index * (scores / accountCount)],
      );
    }
  });
  // As autovacuum would soon after: the visibility map lets the counts read the index alone.
  await db.exec('VACUUM ANALYZE leaderboard_scores');
  await db.exec('ANALYZE accounts');
  return performance.now() - started;
}

/** `connections` connections replaying one read for `seconds` (autocannon sends one prepared request, so the path is written out). */
function reads(url: string, path: string, cookies: string[]): Promise<Result> {
  let next = 0;
  return autocannon({
    url: `${url}${path}`,
    connections,
    duration: seconds,
    timeout: 30,
    setupClient: (client) => {
      const cookie = cookies[next % Math.max(1, cookies.length)];
      next += 1;
      if (cookie) client.setHeaders({ cookie });
    },
  });
}

const row = (measure: string, result: Result): Row => ({
  measure,
  'requests/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  'non-2xx': result.non2xx,
});

const database = await throwawayPostgres();
const smtp = await startTestSmtpServer();
const url = database.env.DATABASE_URL;
if (!url) throw new Error('The bench database has no DATABASE_URL.');
const server = await startApiProcess({ env: { ...database.env, SMTP_URL: smtp.url, RATE_LIMIT_PER_IP: '1000000', RATE_LIMIT_PER_IDENTITY: '1000000' } });
const db = openPostgresDatabase(url, { maxConnections: 2 });
try {
  const accounts = await createBenchAccounts(server.url, smtp, accountCount);
  const filled = await fillBoard(db, accounts);
  console.log(`Filled ${scores.toLocaleString('en')} scores on one board in ${Math.round(filled)} ms.`);

  // Each account's rank is where it was put: the reads below are of the real board.
  for (const [index, account] of accounts.entries()) {
    const answer = await benchClient(server.url, account).call('getLeaderboardAroundMe', { params: { game: 'levels' }, query: { level: '1', period: 'all' } });
    // Ahead of account i: the fillers above its score, and the i accounts before it.
    const expected = 1 + index * (scores / accountCount) + index;
    if (answer.me?.rank !== expected || answer.entries.length !== 11) throw new Error(`around-me of the account at rank ${expected}: ${JSON.stringify(answer).slice(0, 300)}`);
  }
  const rows: Row[] = [];
  const top = await reads(server.url, `${board}${query}`, []);
  rows.push(row('top 100 (signed out)', top));
  const around = await reads(server.url, `${board}/around-me${query}`, accounts.map((account) => account.cookie));
  rows.push(row('around me (ranks 1 to 900,010)', around));
  const worst = await reads(server.url, `${board}/around-me${query}`, accounts.slice(-1).map((account) => account.cookie));
  rows.push(row('around me (rank 900,010)', worst));
  console.log(`\nLeaderboard reads with ${scores.toLocaleString('en')} scores on one board, PostgreSQL, ${connections} connections for ${seconds} s each (production build, 127.0.0.1):`);
  console.table(rows);
  for (const result of [top, around, worst]) {
    if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) throw new Error(`reads answered ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors, ${result.timeouts} timeouts.`);
  }
} finally {
  await db.close();
  await server.kill('SIGTERM');
  await smtp.close();
  await database.stop();
}
