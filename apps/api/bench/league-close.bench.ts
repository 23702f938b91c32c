/* eslint-disable no-console -- a command-line report: printing is its job. */
// Closing a week of the weekly leagues (issue 38): BENCH_LEAGUE_PLAYERS players (100,000 by
// default) in cohorts of 50 spread over the five tiers, written in SQL (the set-up, not the code
// under test), on a throwaway PostgreSQL; then `closeLeagueWeeks` as the job runs it, by
// BENCH_LEAGUE_CLOSERS closers at once (2 by default), BENCH_LEAGUE_BATCH cohorts a transaction (50), timed. It fails unless every cohort is
// closed, every place paid once (one ledger operation per batch of cohorts) and `checkLedger` passes.
import { loadavg } from 'node:os';
import { migrate } from '../src/db/migrate.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { closeLeagueWeeks } from '../src/leagues/close-league-weeks.ts';
import { leagueWeekOf } from '../src/leagues/league-rules.ts';
import { checkLedger } from '../src/ledger/check-ledger.ts';
import { throwawayPostgres } from './bench-databases.ts';

const players = Number(process.env.BENCH_LEAGUE_PLAYERS ?? 100_000);
const closers = Number(process.env.BENCH_LEAGUE_CLOSERS ?? 2);
const batchSize = Number(process.env.BENCH_LEAGUE_BATCH ?? 50);
const cohorts = Math.ceil(players / 50);
const week = leagueWeekOf('2030-01-14');

const database = await throwawayPostgres();
const url = database.env.DATABASE_URL;
if (!url) throw new Error('The bench database has no DATABASE_URL.');
const db = openPostgresDatabase(url, { maxConnections: closers + 1 });
try {
  await migrate(db);
  const filling = performance.now();
  await db.transaction(async (tx) => {
    await tx.exec(`
      CREATE TEMPORARY TABLE bench_players ON COMMIT DROP AS SELECT n, gen_random_uuid() AS account_id FROM generate_series(0, ${players - 1}) AS n;
      INSERT INTO accounts (id, display_name) SELECT account_id, 'Bench ' || n FROM bench_players;
      INSERT INTO league_cohorts (id, week_start, tier, size) OVERRIDING SYSTEM VALUE
        SELECT c + 1, DATE '${week.startDate}', c % 5, count(*) FROM bench_players, LATERAL (SELECT n / 50 AS c) AS cohort GROUP BY c;
      INSERT INTO league_members (week_start, account_id, cohort_id, tier, points, runs, joined_at, last_points_at)
        SELECT DATE '${week.startDate}', account_id, n / 50 + 1, (n / 50) % 5, 10 + (n::bigint * 7919) % 990, 1 + n % 50,
               TIMESTAMPTZ '${week.start.toISOString()}', TIMESTAMPTZ '${week.start.toISOString()}' + (n % 86400) * interval '1 second'
          FROM bench_players;
    `);
  });
  await db.exec('ANALYZE league_cohorts; ANALYZE league_members; ANALYZE accounts');
  console.log(`Filled ${players.toLocaleString('en')} players in ${cohorts.toLocaleString('en')} cohorts in ${Math.round(performance.now() - filling)} ms.`);

  const loadBefore = loadavg()[0]?.toFixed(1);
  const ctx = { db, now: () => new Date(week.end.getTime() + 120_000) };
  const started = performance.now();
  const closed = await Promise.all(Array.from({ length: closers }, () => closeLeagueWeeks(ctx, { batchSize })));
  const elapsed = performance.now() - started;
  const total = closed.reduce((sum, count) => sum + count, 0);

  const [paid] = await db.query<{ operations: number; transfers: number; open: number }>(
    `SELECT (SELECT count(*)::int FROM ledger_operations WHERE idempotency_key LIKE 'league_reward:%') AS operations,
            (SELECT count(*)::int FROM ledger_transfers WHERE reason = 'league_reward') AS transfers,
            (SELECT count(*)::int FROM league_cohorts WHERE closed_at IS NULL) AS open`,
  );
  const check = await checkLedger(db);
  const perSecond = Math.round(players / (elapsed / 1000));
  console.log(`\nClosing a week of ${players.toLocaleString('en')} players in ${cohorts.toLocaleString('en')} cohorts, PostgreSQL, ${closers} closers at once, ${batchSize} cohorts a transaction:`);
  console.table([{ 'closed cohorts': total, 'close ms': Math.round(elapsed), 'players/s': perSecond, 'reward operations': paid?.operations, 'reward transfers': paid?.transfers, 'still open': paid?.open, 'ledger check': check.ok ? 'passed' : 'FAILED', 'load before/after': `${loadBefore} / ${loadavg()[0]?.toFixed(1)}` }]);
  console.log(`At this rate 1,000,000 players (20,000 cohorts) take about ${Math.round(1_000_000 / perSecond)} s (the target: under 120 s).`);
  if (total !== cohorts || paid?.open !== 0 || paid.operations < cohorts / 5 || paid.transfers !== cohorts * 3 || !check.ok) throw new Error('the close did not close every cohort once, pay every place once, or keep the ledger consistent');
} finally {
  await db.close();
  await database.stop();
}
