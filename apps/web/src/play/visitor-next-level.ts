import { localSaves } from './local-save-store.ts';
import { levelsGameId } from './levels-game.ts';

/**
 * The highest level a save of Levels opens: its `{ unlocked: n }` (apps/levels-game's
 * saved-progress.ts), a whole number from 1, capped at the level count; null for anything else.
 * A visitor's save is this browser's storage: untrusted.
 */
export function levelOpenedBySave(data: unknown, levelCount: number): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { unlocked } = data as { unlocked?: unknown };
  if (typeof unlocked !== 'number' || !Number.isInteger(unlocked) || unlocked < 1) return null;
  return Math.min(unlocked, levelCount);
}

/**
 * The level a visitor's result offers after a play that opened at `openedLevel`: as a signed-in
 * player's result offers the next level their progress opens, a visitor's progress is Levels' save
 * in this browser, which a won level raises, and Levels starts at any level the site names. Only
 * a level past the one opened (Play again opens that one); null for any other game.
 */
export function visitorNextLevel(game: { id: string; levelCount: number | null }, openedLevel: number | null, saves: Pick<typeof localSaves, 'load'> = localSaves): number | null {
  if (game.id !== levelsGameId || game.levelCount === null) return null;
  const opened = levelOpenedBySave(saves.load(game.id)?.data, game.levelCount);
  return opened !== null && opened > (openedLevel ?? 1) ? opened : null;
}
