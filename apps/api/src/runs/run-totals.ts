import type { Queryable } from '../db/database.ts';

// What the achievements and the daily quests count of a player's finished runs: those that count
// (`counted-run.ts`: a level given up, or a run given up at 0, does not; review and held runs
// neither). Read in the finish's transaction before the run itself is marked finished: callers
// add it. The players of a game (`countPlayersOfGame`) are everyone who finished a run of it,
// given up or not.

/** `runCounts` of counted-run.ts on `game_runs`' columns of a finished run (a run names a level exactly when its game has levels). */
const countedRun = '(completed OR (level IS NULL AND score > 0))';

/** Runs of the game the account finished. */
export async function countFinishedRunsOfGame(db: Queryable, accountId: string, gameId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM game_runs WHERE account_id = $1 AND game_id = $2 AND finished_at IS NOT NULL AND held_reason IS NULL AND NOT review AND ${countedRun}`, [
    accountId,
    gameId,
  ]);
  return row?.n ?? 0;
}

/** Runs the account finished, of every game, and how many games they were of (`alsoGame` counted among them). */
export async function countFinishedRuns(db: Queryable, accountId: string, alsoGame: string | null = null): Promise<{ runs: number; games: number }> {
  const [row] = await db.query<{ runs: number; games: number }>(
    `SELECT count(*)::int AS runs, (count(DISTINCT game_id) + CASE WHEN $2::text IS NULL OR coalesce(bool_or(game_id = $2::text), false) THEN 0 ELSE 1 END)::int AS games
       FROM game_runs WHERE account_id = $1 AND finished_at IS NOT NULL AND held_reason IS NULL AND NOT review AND ${countedRun}`,
    [accountId, alsoGame],
  );
  return { runs: row?.runs ?? 0, games: row?.games ?? 0 };
}

/** The highest level of the game the account completed, 0 for none. */
export async function highestCompletedLevel(db: Queryable, accountId: string, gameId: string): Promise<number> {
  const [row] = await db.query<{ level: number | null }>('SELECT max(level)::int AS level FROM level_progress WHERE account_id = $1 AND game_id = $2 AND completed_at IS NOT NULL', [accountId, gameId]);
  return row?.level ?? 0;
}

/** The account's best score of one run of the game, null before any. */
export async function bestRunScore(db: Queryable, accountId: string, gameId: string): Promise<number | null> {
  const [row] = await db.query<{ score: number | null }>('SELECT max(score)::int AS score FROM game_runs WHERE account_id = $1 AND game_id = $2 AND finished_at IS NOT NULL AND held_reason IS NULL AND NOT review', [accountId, gameId]);
  return row?.score ?? null;
}

/** Players who finished a run of the game. */
export async function countPlayersOfGame(db: Queryable, gameId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(DISTINCT account_id)::int AS n FROM game_runs WHERE game_id = $1 AND finished_at IS NOT NULL AND held_reason IS NULL AND NOT review', [gameId]);
  return row?.n ?? 0;
}

/** Whether the account finished a run of the game before that counts (`counted-run.ts`), `runId` left out (review runs count for nothing). */
export async function finishedGameBefore(db: Queryable, accountId: string, gameId: string, runId: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 AS played FROM game_runs WHERE account_id = $1 AND game_id = $2 AND id <> $3 AND finished_at IS NOT NULL AND held_reason IS NULL AND NOT review AND ${countedRun} LIMIT 1`, [
    accountId,
    gameId,
    runId,
  ]);
  return rows.length > 0;
}

/** The games the account finished a run of that counts (`counted-run.ts`; review and held runs count for nothing). */
export async function listGamesFinished(db: Queryable, accountId: string): Promise<string[]> {
  const rows = await db.query<{ game_id: string }>(`SELECT DISTINCT game_id FROM game_runs WHERE account_id = $1 AND finished_at IS NOT NULL AND held_reason IS NULL AND NOT review AND ${countedRun}`, [accountId]);
  return rows.map((row) => row.game_id);
}
