import { isGameSdkError, type GameClientV2 } from '@site/game-sdk/v2';

/** What Levels keeps in the player's save (SDK v2 `save()`): the highest level they may choose. */
export interface SavedProgress {
  unlocked: number;
}

/**
 * The highest level a save unlocks, or null. A save is the game's own data but passes through the
 * site and the player's storage: anything that is not `{ unlocked: n }` with n a whole number from 1
 * is ignored, and n is capped at the number of levels.
 */
export function unlockedBySave(data: unknown, levelCount: number): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { unlocked } = data as { unlocked?: unknown };
  if (typeof unlocked !== 'number' || !Number.isInteger(unlocked) || unlocked < 1) return null;
  return Math.min(unlocked, levelCount);
}

/**
 * Saves `unlocked` as the player's progress. A newer save kept elsewhere (another tab, another
 * device: `save_conflict`) is merged, the higher level wins, and saved again once; anything else
 * is left unsaved (the game plays on). Returns the progress the save holds now, or `unlocked`.
 */
export async function saveProgress(client: Pick<GameClientV2, 'save'>, unlocked: number, levelCount: number): Promise<number> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await client.save({ unlocked } satisfies SavedProgress);
      return unlocked;
    } catch (error) {
      if (!isGameSdkError(error, 'save_conflict') || !error.save) return unlocked;
      const theirs = unlockedBySave(error.save.data, levelCount) ?? 0;
      if (theirs >= unlocked) return theirs;
    }
  }
  return unlocked;
}
