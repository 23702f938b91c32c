import type { Queryable } from '../db/database.ts';
import type { PlayAccess } from './play-routes.ts';

/** The default rule of `/play`: a published version is served to anyone, any other to no one. */
export function publishedVersionsOnly(db: Queryable): (game: string, version: number) => Promise<PlayAccess> {
  return async (game, version) => {
    const rows = await db.query(`SELECT 1 FROM game_versions WHERE game_id = $1 AND version = $2 AND state = 'published'`, [game, version]);
    return rows.length > 0 ? 'published' : null;
  };
}
