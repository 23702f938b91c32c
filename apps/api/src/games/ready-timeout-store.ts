import type { Queryable } from '../db/database.ts';

/** Keeps that the player's stage showed the version without its `gameReady`: once per player and version, with the last time. */
export async function recordReadyTimeout(db: Queryable, timeout: { gameId: string; version: number; accountId: string; at: Date }): Promise<void> {
  await db.query(
    `INSERT INTO game_ready_timeouts (game_id, version, account_id, reported_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (game_id, version, account_id) DO UPDATE SET reported_at = EXCLUDED.reported_at`,
    [timeout.gameId, timeout.version, timeout.accountId, timeout.at],
  );
}

/** Players and the last report of each version of the games that had any, keyed `game/version`. */
export async function listReadyTimeouts(db: Queryable, gameIds: readonly string[]): Promise<Map<string, { players: number; lastAt: Date }>> {
  const rows = await db.query<{ game_id: string; version: number; players: number; last_at: Date }>(
    `SELECT game_id, version, count(*)::int AS players, max(reported_at) AS last_at FROM game_ready_timeouts WHERE game_id = ANY($1) GROUP BY game_id, version`,
    [gameIds],
  );
  return new Map(rows.map((row) => [`${row.game_id}/${row.version}`, { players: row.players, lastAt: row.last_at }]));
}
