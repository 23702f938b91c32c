import type { ResponseOf } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import { requirePlayableGame } from '../games/game-store.ts';
import { listLevelProgress, nextLevelOf } from './level-progress-store.ts';

/** The site's own game with levels (seeded by migration 009): the one asked for when none is named. */
export const levelsGameId = 'levels';

/**
 * The account's progress through the playable version of a game with levels (Levels, or a maker's
 * game declaring levels): every level, and the next to play. 404 for a game not published, or
 * without levels.
 */
export async function getLevelsProgress(db: Queryable, accountId: string, gameId: string = levelsGameId): Promise<ResponseOf<'getLevelsProgress'>> {
  const game = await requirePlayableGame(db, gameId);
  if (game.rewardTable.kind !== 'levels') {
    if (gameId === levelsGameId) throw new Error(`the ${levelsGameId} game's reward table has no levels`);
    throw new ApiError('not_found', `The game "${gameId}" has no levels.`, { field: 'query.game' });
  }
  const levels = await listLevelProgress(db, accountId, gameId, game.rewardTable);
  return {
    game: gameId,
    version: game.view.version,
    levels,
    completedCount: levels.filter((level) => level.completedAt !== null).length,
    nextLevel: nextLevelOf(levels),
  };
}
