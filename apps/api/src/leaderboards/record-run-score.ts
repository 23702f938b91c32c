import type { Queryable } from '../db/database.ts';
import { periodsAt } from './leaderboard-periods.ts';
import { recordBestScore } from './leaderboard-store.ts';

/**
 * Puts an accepted run's score on its board (its game, or its level) for all-time, its UTC week
 * and its UTC day, as the player's best where it is: called by the run's finish, in the same
 * transaction, so a refused finish (rolled back) never scores and a finished run always does.
 */
export async function recordRunScore(tx: Queryable, run: { runId: string; accountId: string; gameId: string; level: number | null; score: number; finishedAt: Date }): Promise<void> {
  await recordBestScore(tx, { gameId: run.gameId, level: run.level ?? 0, accountId: run.accountId, score: run.score, reachedAt: run.finishedAt, runId: run.runId, periods: periodsAt(run.finishedAt) });
}
