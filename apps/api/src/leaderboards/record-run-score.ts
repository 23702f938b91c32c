import { leaderboardLimits } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { periodsAt } from './leaderboard-periods.ts';
import { bestScoreStatement, recordBestScore, wouldRankInTop } from './leaderboard-store.ts';

/** A finished run as the boards know it. */
export interface RunScore {
  runId: string;
  accountId: string;
  gameId: string;
  level: number | null;
  score: number;
  finishedAt: Date;
}

/**
 * Puts an accepted run's score on its board (its game, or its level) for all-time, its UTC week
 * and its UTC day, as the player's best where it is: called by the run's finish, in the same
 * transaction, so a refused finish (rolled back) never scores and a finished run always does; or,
 * for a run whose board entry waited for its replay, by the replay's verdict (docs/replays.md). On
 * PostgreSQL it is sent in one message with COMMIT: every finish on a board updates the board's
 * score counts (migration 026), and a count row locked there is held for the commit alone.
 */
export async function recordRunScore(tx: Queryable, run: RunScore): Promise<void> {
  const entry = { gameId: run.gameId, level: run.level ?? 0, accountId: run.accountId, score: run.score, reachedAt: run.finishedAt, runId: run.runId, periods: periodsAt(run.finishedAt) };
  if (tx.withCommit) tx.withCommit(() => bestScoreStatement(entry));
  else await recordBestScore(tx, entry);
}

/** Whether the run's score would show in the top 100 of its board in any of its periods (the public board's length). */
export function runEntersTop(db: Queryable, run: Omit<RunScore, 'runId'>): Promise<boolean> {
  return wouldRankInTop(db, { gameId: run.gameId, level: run.level ?? 0, accountId: run.accountId, score: run.score, periods: periodsAt(run.finishedAt) }, leaderboardLimits.top);
}
