import { takeAdvisoryLock, advisoryLockKeys } from '../db/advisory-locks.ts';
import type { Queryable } from '../db/database.ts';
import { periodAt } from '../leaderboards/leaderboard-periods.ts';
import { listTopScores } from '../leaderboards/leaderboard-store.ts';
import { cohortCapacity, leagueWeekAt, maxRunsPerWeek, pointsOfRun } from './league-rules.ts';
import { tierAfter } from './league-standing.ts';
import { addRunPoints, joinCohortWithRoom, takeBackRunPoints } from './league-store.ts';

/**
 * For the run's finish, inside its transaction and before its ledger transfers: the accepted run
 * earns its points in the player's week (docs/api/weekly-leagues.md); the week's first
 * places the player in the first cohort of their tier with room, or a new one, under the week and
 * tier's placement lock, so no cohort passes 50. The points the run earned: 0 when its week
 * counts no more runs or is closed, and for a run that achieved nothing (`counts` false), which
 * neither places the player nor takes one of the week's runs.
 */
export async function recordLeagueRun(tx: Queryable, run: { accountId: string; gameId: string; level: number | null; score: number; counts: boolean; at: Date }): Promise<number> {
  if (!run.counts) return 0;
  const week = leagueWeekAt(run.at);
  const [record] = await listTopScores(tx, { gameId: run.gameId, level: run.level ?? 0 }, periodAt('all', run.at), 1);
  const points = pointsOfRun(run, record === undefined ? null : Number(record.score));
  const { placed, added, latest } = await addRunPoints(tx, { weekStart: week.startDate, accountId: run.accountId, points, at: run.at, maxRuns: maxRunsPerWeek });
  if (placed) return added ? points : 0;
  const tier = await tierAfter(tx, latest, run.accountId);
  await takeAdvisoryLock(tx, advisoryLockKeys.leaguePlacement(week.startDate, tier));
  await joinCohortWithRoom(tx, { weekStart: week.startDate, accountId: run.accountId, tier, points, at: run.at, capacity: cohortCapacity });
  return points;
}

/** A mismatched run's points leave the week it was finished in, while that week is open; whether they did (`takeBackRunPoints`). */
export function takeBackLeagueRun(tx: Queryable, run: { accountId: string; points: number; finishedAt: Date }): Promise<boolean> {
  if (run.points === 0) return Promise.resolve(false);
  return takeBackRunPoints(tx, { weekStart: leagueWeekAt(run.finishedAt).startDate, accountId: run.accountId, points: run.points });
}
