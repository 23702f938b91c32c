import type { Queryable } from '../db/database.ts';

/** Whether the account finished a run of the game before, `runId` left out (review runs count for nothing). */
export async function finishedGameBefore(db: Queryable, accountId: string, gameId: string, runId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 AS played FROM game_runs WHERE account_id = $1 AND game_id = $2 AND id <> $3 AND finished_at IS NOT NULL AND held_reason IS NULL AND NOT review LIMIT 1', [
    accountId,
    gameId,
    runId,
  ]);
  return rows.length > 0;
}
