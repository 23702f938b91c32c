import type { SaveSnapshot } from '@site/game-sdk/host';
import { describe, expect, it } from 'vitest';
import { levelCompletedByVisitor, levelOpenedBySave, rememberVisitorLevel, visitorNextLevel, type LevelStorage } from './visitor-next-level.ts';

const levels = { id: 'levels', levelCount: 24 };
/** A visitor's saves in this browser, as the local save store loads them. */
const savesOf = (kept: Record<string, unknown>) => ({ load: (game: string): SaveSnapshot | null => (game in kept ? { version: 1, data: kept[game] } : null) });
/** This browser's storage, as a map. */
function storageOf(items: Record<string, string> = {}): LevelStorage & { items: Record<string, string> } {
  return {
    items,
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => {
      items[key] = value;
    },
  };
}
const noLevels = storageOf();
const rooms = { id: 'five-rooms', levelCount: 3 };

describe("a visitor's next level after a play of Levels", () => {
  it('is the level the save opens when it is past the level the play opened at', () => {
    // Level 1 won: the game saved level 2 as open.
    expect(visitorNextLevel(levels, 1, savesOf({ levels: { unlocked: 2 } }), noLevels)).toBe(2);
    // Level 2 picked in the game's list and won, the play having opened at level 1.
    expect(visitorNextLevel(levels, 1, savesOf({ levels: { unlocked: 3 } }), noLevels)).toBe(3);
    // A page without a level opens level 1.
    expect(visitorNextLevel(levels, null, savesOf({ levels: { unlocked: 2 } }), noLevels)).toBe(2);
  });

  it('is none when the save opens nothing past it (a level given up, the last level), without a save, or for another game', () => {
    expect(visitorNextLevel(levels, 2, savesOf({ levels: { unlocked: 2 } }), noLevels)).toBeNull();
    expect(visitorNextLevel(levels, 24, savesOf({ levels: { unlocked: 24 } }), noLevels)).toBeNull();
    expect(visitorNextLevel(levels, 1, savesOf({}), noLevels)).toBeNull();
    // Another game's save is its own: the site reads no shape of it.
    expect(visitorNextLevel({ id: 'stages', levelCount: 5 }, 1, savesOf({ stages: { unlocked: 3 } }), noLevels)).toBeNull();
    expect(visitorNextLevel({ id: 'levels', levelCount: null }, 1, savesOf({ levels: { unlocked: 3 } }), noLevels)).toBeNull();
  });
});

describe("a visitor's next level after a play of a maker's game with levels", () => {
  it("is the level after the highest one the game's gameOver said was completed, past the level opened", () => {
    const storage = storageOf();
    rememberVisitorLevel(rooms, { level: 1, completed: true }, storage);
    expect(visitorNextLevel(rooms, 1, savesOf({}), storage)).toBe(2);
    expect(visitorNextLevel(rooms, null, savesOf({}), storage)).toBe(2);
    rememberVisitorLevel(rooms, { level: 2, completed: true }, storage);
    expect(visitorNextLevel(rooms, 2, savesOf({}), storage)).toBe(3);
    // Level 1 played again from a link, after level 2: the next level is still the one after 2.
    expect(visitorNextLevel(rooms, 1, savesOf({}), storage)).toBe(3);
  });

  it('is none after a level lost or given up at the level opened, after the last level, before any level completed, or for a game without levels', () => {
    const storage = storageOf();
    rememberVisitorLevel(rooms, { level: 1, completed: false }, storage);
    expect(visitorNextLevel(rooms, 1, savesOf({}), storage)).toBeNull();
    rememberVisitorLevel(rooms, { level: 2, completed: true }, storage);
    rememberVisitorLevel(rooms, { level: 3, completed: false }, storage);
    expect(visitorNextLevel(rooms, 3, savesOf({}), storage)).toBeNull();
    rememberVisitorLevel(rooms, { level: 3, completed: true }, storage);
    expect(visitorNextLevel(rooms, 3, savesOf({}), storage)).toBeNull();
    expect(visitorNextLevel({ id: 'five-rooms', levelCount: null }, 1, savesOf({}), storage)).toBeNull();
    expect(visitorNextLevel({ id: 'other-game', levelCount: 3 }, 1, savesOf({}), storage)).toBeNull();
  });

  it("counts for Levels too, beside its save: the higher of the two", () => {
    const storage = storageOf();
    rememberVisitorLevel(levels, { level: 4, completed: true }, storage);
    expect(visitorNextLevel(levels, 1, savesOf({ levels: { unlocked: 2 } }), storage)).toBe(5);
    expect(visitorNextLevel(levels, 1, savesOf({ levels: { unlocked: 9 } }), storage)).toBe(9);
  });
});

describe("the levels a visitor completed, kept in this browser", () => {
  it('keeps the highest level completed of each game, never lowered', () => {
    const storage = storageOf();
    rememberVisitorLevel(rooms, { level: 2, completed: true }, storage);
    rememberVisitorLevel(rooms, { level: 1, completed: true }, storage);
    rememberVisitorLevel(levels, { level: 7, completed: true }, storage);
    expect(JSON.parse(storage.items['site.visitorLevels'] ?? 'null')).toEqual({ 'five-rooms': 2, levels: 7 });
    expect(levelCompletedByVisitor(rooms, storage)).toBe(2);
    expect(levelCompletedByVisitor({ id: 'levels', levelCount: 24 }, storage)).toBe(7);
  });

  it("keeps nothing that is not a completed level of the game's", () => {
    const storage = storageOf();
    rememberVisitorLevel(rooms, null, storage);
    rememberVisitorLevel(rooms, { level: 1, completed: false }, storage);
    rememberVisitorLevel(rooms, { level: 4, completed: true }, storage);
    rememberVisitorLevel({ id: 'five-rooms', levelCount: null }, { level: 1, completed: true }, storage);
    rememberVisitorLevel({ id: 'Not A Game', levelCount: 3 }, { level: 1, completed: true }, storage);
    expect(storage.items).toEqual({});
  });

  it("reads this browser's storage as untrusted: only a whole level from 1 to the game's count is one", () => {
    for (const kept of ['{"five-rooms":0}', '{"five-rooms":4}', '{"five-rooms":1.5}', '{"five-rooms":"2"}', '{"five-rooms":null}', '[2]', '2', 'not json', '{"five-rooms":{"level":2}}']) {
      expect(levelCompletedByVisitor(rooms, storageOf({ 'site.visitorLevels': kept })), kept).toBeNull();
    }
    expect(levelCompletedByVisitor(rooms, storageOf({ 'site.visitorLevels': '{"five-rooms":3}' }))).toBe(3);
    // A level beyond a count a new version lowered is not one.
    expect(visitorNextLevel(rooms, 1, savesOf({}), storageOf({ 'site.visitorLevels': '{"five-rooms":5}' }))).toBeNull();
    // What is not a game's entry is dropped at the next write; the rest is kept.
    const storage = storageOf({ 'site.visitorLevels': '{"other":2,"bad key":3,"worse":"x","__proto__":1}' });
    rememberVisitorLevel(rooms, { level: 1, completed: true }, storage);
    expect(JSON.parse(storage.items['site.visitorLevels'] ?? 'null')).toEqual({ other: 2, 'five-rooms': 1 });
  });

  it('without storage (blocked), remembers nothing and offers nothing, without throwing', () => {
    const blocked: LevelStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => {
      rememberVisitorLevel(rooms, { level: 1, completed: true }, blocked);
    }).not.toThrow();
    expect(levelCompletedByVisitor(rooms, blocked)).toBeNull();
    expect(visitorNextLevel(rooms, 1, savesOf({}), null)).toBeNull();
  });
});

describe('the level a save of Levels opens', () => {
  it('reads { unlocked: n }, capped at the level count, and nothing else', () => {
    expect(levelOpenedBySave({ unlocked: 3 }, 24)).toBe(3);
    expect(levelOpenedBySave({ unlocked: 99 }, 24)).toBe(24);
    for (const data of [null, 3, 'x', [], {}, { unlocked: 0 }, { unlocked: 2.5 }, { unlocked: '3' }, { unlocked: -1 }]) expect(levelOpenedBySave(data, 24)).toBeNull();
  });
});
