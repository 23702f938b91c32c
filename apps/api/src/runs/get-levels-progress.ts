import type { ResponseOf } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { requirePlayableGame } from '../games/game-store.ts';
import { listLevelProgress, nextLevelOf } from './level-progress-store.ts';

/** The site's own game with levels (seeded by migration 009). */
export const levelsGameId = 'levels';

/** The account's progress through Levels' playable version: every level, and the next to play. */
export async function getLevelsProgress(db: Queryable, accountId: string): Promise<ResponseOf<'getLevelsProgress'>> {
  const game = await requirePlayableGame(db, levelsGameId);
  if (game.rewardTable.kind !== 'levels') throw new Error(`the ${levelsGameId} game's reward table has no levels`);
  const levels = await listLevelProgress(db, accountId, levelsGameId, game.rewardTable);
  return {
    game: levelsGameId,
    version: game.view.version,
    levels,
    completedCount: levels.filter((level) => level.completedAt !== null).length,
    nextLevel: nextLevelOf(levels),
  };
}
