/* eslint-disable no-console -- a command-line report: printing is its job. */
// Closing a week of the weekly leagues (issue 38): BENCH_LEAGUE_PLAYERS players (1,000,000 by
// default, the figure: 20,000 cohorts) in cohorts of 50 spread over the five tiers, written
// in SQL (the set-up, not the code under test), on a throwaway PostgreSQL; then `closeLeagueWeeks`
// as the job runs it, by BENCH_LEAGUE_CLOSERS closers at once (2 by default), BENCH_LEAGUE_BATCH
// cohorts a transaction (50), timed. It fails unless every cohort is closed, a further close finds
// nothing to do, every member's recorded reward is what the ledger paid it (one transfer, or none
// for no reward) and `site-api-admin ledger-check` (the same command, on this database) passes.
import { loadavg } from 'node:os';
import { migrate } from '../src/db/migrate.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { closeLeagueWeeks } from '../src/leagues/close-league-weeks.ts';
import { leagueWeekOf } from '../src/leagues/league-rules.ts';
import { runAdminCommand } from '../src/admin/admin-command.ts';
import { throwawayPostgres } from './bench-databases.ts';

const players = Number(process.env.BENCH_LEAGUE_PLAYERS ?? 1_000_000);
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

  // Run again, as a restarted job would: every cohort is closed, so nothing moves.
  const again = await closeLeagueWeeks(ctx, { batchSize });

  const [paid] = await db.query<{ operations: number; transfers: number; open: number }>(
    `SELECT (SELECT count(*)::int FROM ledger_operations WHERE idempotency_key LIKE 'league_reward:%') AS operations,
            (SELECT count(*)::int FROM ledger_transfers WHERE reason = 'league_reward') AS transfers,
            (SELECT count(*)::int FROM league_cohorts WHERE closed_at IS NULL) AS open`,
  );
  // Exactly once, member by member: the reward its result records is what the ledger moved to it, in one transfer (none for no reward).
  const [members] = await db.query<{ unranked: number; mispaid: number; rewarded: number }>(
    `WITH paid AS (
       SELECT a.account_id, sum(t.amount) AS amount, count(*)::int AS transfers FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account
        WHERE t.reason = 'league_reward' GROUP BY a.account_id
     )
     SELECT count(*) FILTER (WHERE m.reward IS NULL)::int AS unranked,
            count(*) FILTER (WHERE coalesce(p.amount, 0) <> coalesce(m.reward, -1) OR coalesce(p.transfers, 0) <> (m.reward > 0)::int)::int AS mispaid,
            count(*) FILTER (WHERE m.reward > 0)::int AS rewarded
       FROM league_members m LEFT JOIN paid p ON p.account_id = m.account_id WHERE m.week_start = $1`,
    [week.startDate],
  );
  const perSecond = Math.round(players / (elapsed / 1000));
  console.log(`\nClosing a week of ${players.toLocaleString('en')} players in ${cohorts.toLocaleString('en')} cohorts, PostgreSQL, ${closers} closers at once, ${batchSize} cohorts a transaction:`);
  console.table([{ 'closed cohorts': total, 'close ms': Math.round(elapsed), 'players/s': perSecond, 'closed again': again, 'reward operations': paid?.operations, 'reward transfers': paid?.transfers, 'players rewarded': members?.rewarded, 'paid other than recorded': members?.mispaid, 'still open': paid?.open, 'load before/after': `${loadBefore} / ${loadavg()[0]?.toFixed(1)}` }]);
  console.log(`At this rate 1,000,000 players (20,000 cohorts) take about ${Math.round(1_000_000 / perSecond)} s (the target: under 120 s).`);

  // What an operator runs after the close: `site-api-admin ledger-check`, the same command on this database.
  console.log('\nsite-api-admin ledger-check:');
  const checked = await runAdminCommand({ name: 'ledger-check' }, db, { out: (line) => { console.log(`  ${line}`); }, err: (line) => { console.error(`  ${line}`); } });
  console.log(checked === 0 ? 'ledger-check passed (exit code 0).' : `ledger-check FAILED (exit code ${checked}).`);
  const exactlyOnce = total === cohorts && again === 0 && paid?.open === 0 && paid.operations >= cohorts / 5 && paid.transfers === cohorts * 3 && members?.unranked === 0 && members.mispaid === 0 && members.rewarded === cohorts * 3;
  if (!exactlyOnce || checked !== 0) throw new Error('the close did not close every cohort once, pay every place once, or keep the ledger consistent');
} finally {
  await db.close();
  await database.stop();
}
