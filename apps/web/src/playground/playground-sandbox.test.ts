import { describe, expect, it } from 'vitest';
import { playgroundSandbox } from './playground-sandbox.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => items.set(key, value),
    removeItem: (key) => items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    clear: () => items.clear(),
    get length() {
      return items.size;
    },
  } as Storage;
}

describe('the playground\'s sandbox', () => {
  it('keeps saves and boards per maker and per game address, pays nothing, and writes only its own keys', async () => {
    const storage = memoryStorage();
    const sandbox = (accountId: string, origin: string) => playgroundSandbox({ accountId, displayName: 'Ana', origin, storage: () => storage });
    const ana = sandbox('ana', 'http://localhost:8080');
    expect(await ana.onLoad()).toBeNull();
    expect(await ana.onSave({ baseVersion: 0, data: { level: 3 } })).toEqual({ version: 1, data: { level: 3 } });
    await expect(ana.onSave({ baseVersion: 0, data: {} })).rejects.toMatchObject({ code: 'save_conflict' });
    const { runId } = await ana.onStartRun({});
    expect(await ana.onFinishRun({ runId, score: 12, completed: true })).toEqual({ coins: '0', capped: false });
    const second = await ana.onStartRun({});
    await ana.onFinishRun({ runId: second.runId, score: 30, completed: true });
    const board = await ana.onGetLeaderboard({ view: 'top', period: 'day' });
    expect(board.entries.map((row) => [row.rank, row.score, row.you])).toEqual([
      [1, 30, true],
      [2, 12, true],
    ]);
    expect(await sandbox('ana', 'http://localhost:8080').onLoad()).toEqual({ version: 1, data: { level: 3 } });
    expect(await sandbox('bo', 'http://localhost:8080').onLoad()).toBeNull();
    expect(await sandbox('ana', 'http://localhost:9000').onLoad()).toBeNull();
    expect(await ana.onGetAchievements()).toEqual([]);
    expect([...Array(storage.length).keys()].map((index) => storage.key(index)).every((key) => key?.startsWith('site-playground:ana:'))).toBe(true);
  });
});
