import { GameRunRefusal } from '@site/game-sdk/host';
import { describe, expect, it } from 'vitest';
import { createLocalSaveStore, type SaveStorage } from './local-save-store.ts';

/** Web Storage's behaviour over a Map (Node has no localStorage); `full` makes writes fail as a full quota does. */
function memoryStorage(entries: Record<string, string> = {}, full = false): SaveStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      if (full) throw new DOMException('quota', 'QuotaExceededError');
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}

const refusalOf = (attempt: () => unknown): GameRunRefusal => {
  try {
    attempt();
  } catch (error) {
    if (error instanceof GameRunRefusal) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('the local save store', () => {
  it('keeps one save per game, versioned as the server does', () => {
    const area = memoryStorage();
    const store = createLocalSaveStore(() => area);
    expect(store.load('levels')).toBeNull();
    expect(store.save('levels', { baseVersion: 0, data: { unlocked: 2 } })).toEqual({ version: 1, data: { unlocked: 2 } });
    expect(store.save('levels', { baseVersion: 1, data: { unlocked: 3 } })).toEqual({ version: 2, data: { unlocked: 3 } });
    expect(store.load('levels')).toEqual({ version: 2, data: { unlocked: 3 } });
    expect(store.load('other-game')).toBeNull();
    expect(store.games()).toEqual(['levels']);
  });

  it('refuses a save based on an older version with the newer save, and stores nothing', () => {
    const area = memoryStorage({ 'game-save:levels': '{"version":3,"data":{"unlocked":5}}' });
    const store = createLocalSaveStore(() => area);
    const refusal = refusalOf(() => store.save('levels', { baseVersion: 1, data: { unlocked: 2 } }));
    expect(refusal.code).toBe('save_conflict');
    expect(refusal.save).toEqual({ version: 3, data: { unlocked: 5 } });
    expect(store.load('levels')).toEqual({ version: 3, data: { unlocked: 5 } });
  });

  it('refuses more than 256 KiB as save_too_large, and keeps the last save', () => {
    const area = memoryStorage();
    const store = createLocalSaveStore(() => area);
    store.save('levels', { baseVersion: 0, data: 'small' });
    expect(refusalOf(() => store.save('levels', { baseVersion: 1, data: 'é'.repeat(128 * 1024) })).code).toBe('save_too_large');
    expect(store.load('levels')).toEqual({ version: 1, data: 'small' });
  });

  it('drops a corrupt or oversized entry without throwing', () => {
    const area = memoryStorage({
      'game-save:a': 'not json',
      'game-save:b': '{"version":0,"data":1}',
      'game-save:c': '{"version":1}',
      'game-save:d': '[1,2]',
      'game-save:e': JSON.stringify({ version: 1, data: 'x'.repeat(300 * 1024) }),
      'game-save:f': '{"version":1.5,"data":1}',
    });
    const store = createLocalSaveStore(() => area);
    for (const game of ['a', 'b', 'c', 'd', 'e', 'f']) expect(store.load(game)).toBeNull();
    expect(area.map.size).toBe(0);
    // A dropped entry is no conflict: the next save starts at version 1.
    expect(store.save('a', { baseVersion: 0, data: 1 })).toEqual({ version: 1, data: 1 });
  });

  it('answers a refusal the game can show when storage is full or blocked', () => {
    expect(refusalOf(() => createLocalSaveStore(() => memoryStorage({}, true)).save('levels', { baseVersion: 0, data: 1 })).code).toBe('refused');
    const blocked = createLocalSaveStore(() => undefined);
    expect(blocked.load('levels')).toBeNull();
    expect(blocked.games()).toEqual([]);
    expect(refusalOf(() => blocked.save('levels', { baseVersion: 0, data: 1 })).code).toBe('refused');
  });

  it('lists only its own keys with a valid game id', () => {
    const area = memoryStorage({ 'game-audio': 'off', 'game-save:levels': '{"version":1,"data":1}', 'game-save:../x': '{}' });
    const store = createLocalSaveStore(() => area);
    expect(store.games()).toEqual(['levels']);
  });
});
