import type { GameOverInput } from '@site/game-sdk/host';
import { localSaves } from './local-save-store.ts';
import { levelsGameId } from './levels-game.ts';
import { canBeGameId } from './use-game-details.ts';

/** The part of Web Storage the visitor's levels use (localStorage in the site). */
export type LevelStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** `{ "<game>": n }`: the highest level a visitor completed in each game with levels, in this browser. */
const storageKey = 'site.visitorLevels';
/** The most levels a game may declare (the submission's rule). */
const maxLevelCount = 200;

function siteStorage(): LevelStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked: nothing is remembered
  }
}

const isLevelOf = (value: unknown, levelCount: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= levelCount;

/** What is kept, each entry a game id and a level that may be one; anything else is left out. */
function readKept(storage: LevelStorage | null): Record<string, number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(storageKey) ?? 'null');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const kept: Record<string, number> = {};
  for (const [game, level] of Object.entries(parsed)) if (canBeGameId(game) && isLevelOf(level, maxLevelCount)) kept[game] = level;
  return kept;
}

/**
 * The highest level of `game` a visitor completed in this browser, as the game's `gameOver` said
 * (`rememberVisitorLevel`); null without one. Storage is untrusted: only a whole number from 1 to
 * the game's level count is one.
 */
export function levelCompletedByVisitor(game: { id: string; levelCount: number }, storage: LevelStorage | null = siteStorage()): number | null {
  const level = readKept(storage)[game.id];
  return isLevelOf(level, game.levelCount) ? level : null;
}

/**
 * Remembers, in this browser, a level a visitor's play of `game` completed (the game's
 * `gameOver({ level, completed: true })`): the highest so far is kept. Nothing for a level not
 * completed, not one of the game's, or a game without levels. It pays and counts for nothing (the
 * server keeps a player's levels from their runs alone): it is what the visitor's next level is
 * offered from.
 */
export function rememberVisitorLevel(game: { id: string; levelCount: number | null }, play: GameOverInput | null, storage: LevelStorage | null = siteStorage()): void {
  if (!play?.completed || game.levelCount === null || !canBeGameId(game.id) || !isLevelOf(play.level, game.levelCount)) return;
  const kept = readKept(storage);
  const before = kept[game.id];
  if (before !== undefined && before >= play.level) return;
  try {
    storage?.setItem(storageKey, JSON.stringify({ ...kept, [game.id]: play.level }));
  } catch {
    // Full or blocked: the visitor is offered Play again instead.
  }
}

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
 * The level a visitor's result offers after a play of a game with levels that opened at
 * `openedLevel`: as a signed-in player's result offers the next level their progress opens, a
 * visitor's progress is this browser's: the level after the highest one the game's `gameOver` said
 * they completed (`rememberVisitorLevel`; none after the last), and for Levels its own save too,
 * which a won level raises. Only a level past the one opened (Play again opens that one); null for
 * a game without levels.
 */
export function visitorNextLevel(
  game: { id: string; levelCount: number | null },
  openedLevel: number | null,
  saves: Pick<typeof localSaves, 'load'> = localSaves,
  storage: LevelStorage | null = siteStorage(),
): number | null {
  const { levelCount } = game;
  if (levelCount === null) return null;
  const bySave = game.id === levelsGameId ? levelOpenedBySave(saves.load(game.id)?.data, levelCount) : null;
  const completed = levelCompletedByVisitor({ id: game.id, levelCount }, storage);
  const afterCompleted = completed !== null && completed < levelCount ? completed + 1 : null;
  const opened = Math.max(bySave ?? 0, afterCompleted ?? 0);
  return opened > (openedLevel ?? 1) ? opened : null;
}
