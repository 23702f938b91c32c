import type { SaveSnapshot } from '@site/game-sdk/host';
import { describe, expect, it } from 'vitest';
import { levelOpenedBySave, visitorNextLevel } from './visitor-next-level.ts';

const levels = { id: 'levels', levelCount: 24 };
/** A visitor's saves in this browser, as the local save store loads them. */
const savesOf = (kept: Record<string, unknown>) => ({ load: (game: string): SaveSnapshot | null => (game in kept ? { version: 1, data: kept[game] } : null) });

describe("a visitor's next level after a play of Levels", () => {
  it('is the level the save opens when it is past the level the play opened at', () => {
    // Level 1 won: the game saved level 2 as open.
    expect(visitorNextLevel(levels, 1, savesOf({ levels: { unlocked: 2 } }))).toBe(2);
    // Level 2 picked in the game's list and won, the play having opened at level 1.
    expect(visitorNextLevel(levels, 1, savesOf({ levels: { unlocked: 3 } }))).toBe(3);
    // A page without a level opens level 1.
    expect(visitorNextLevel(levels, null, savesOf({ levels: { unlocked: 2 } }))).toBe(2);
  });

  it('is none when the save opens nothing past it (a level given up, the last level), without a save, or for another game', () => {
    expect(visitorNextLevel(levels, 2, savesOf({ levels: { unlocked: 2 } }))).toBeNull();
    expect(visitorNextLevel(levels, 24, savesOf({ levels: { unlocked: 24 } }))).toBeNull();
    expect(visitorNextLevel(levels, 1, savesOf({}))).toBeNull();
    expect(visitorNextLevel({ id: 'stages', levelCount: 5 }, 1, savesOf({ stages: { unlocked: 3 } }))).toBeNull();
    expect(visitorNextLevel({ id: 'levels', levelCount: null }, 1, savesOf({ levels: { unlocked: 3 } }))).toBeNull();
  });
});

describe('the level a save of Levels opens', () => {
  it('reads { unlocked: n }, capped at the level count, and nothing else', () => {
    expect(levelOpenedBySave({ unlocked: 3 }, 24)).toBe(3);
    expect(levelOpenedBySave({ unlocked: 99 }, 24)).toBe(24);
    for (const data of [null, 3, 'x', [], {}, { unlocked: 0 }, { unlocked: 2.5 }, { unlocked: '3' }, { unlocked: -1 }]) expect(levelOpenedBySave(data, 24)).toBeNull();
  });
});
