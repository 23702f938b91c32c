import type { Queryable } from '../db/database.ts';
import { isPublishedVersion } from '../games/game-store.ts';
import type { PlayAccess } from './play-access.ts';

/** The default rule of `/play`: a published version is served to anyone, any other to no one. */
export function publishedVersionsOnly(db: Queryable): (game: string, version: number) => Promise<PlayAccess> {
  return async (game, version) => ((await isPublishedVersion(db, game, version)) ? 'published' : null);
}
