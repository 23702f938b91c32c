import type { Queryable } from '../db/database.ts';

// What achievements count of a player's finished runs (review runs count for nothing). Read in the
// finish's transaction before the run itself is marked finished: callers add it.

/** Runs of the game the account finished. */
export async function countFinishedRunsOfGame(db: Queryable, accountId: string, gameId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_runs WHERE account_id = $1 AND game_id = $2 AND finished_at IS NOT NULL AND held_reason IS NULL AND NOT review', [accountId, gameId]);
  return row?.n ?? 0;
}

/** Runs the account finished, of every game, and how many games they were of (`alsoGame` counted among them). */
export async function countFinishedRuns(db: Queryable, accountId: string, alsoGame: string | null = null): Promise<{ runs: number; games: number }> {
  const [row] = await db.query<{ runs: number; games: number }>(
    `SELECT count(*)::int AS runs, (count(DISTINCT game_id) + CASE WHEN $2::text IS NULL OR coalesce(bool_or(game_id = $2::text), false) THEN 0 ELSE 1 END)::int AS games
       FROM game_runs WHERE account_id = $1 AND finished_at IS NOT NULL AND held_reason IS NULL AND NOT review`,
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
