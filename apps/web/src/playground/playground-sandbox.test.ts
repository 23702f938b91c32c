import { describe, expect, it } from 'vitest';
import { PlaygroundClaimRefusal, playgroundSandbox } from './playground-sandbox.ts';

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

  it("refuses what the site would refuse by the maker's declaration, as the site's game hears it, and leaves the run open", async () => {
    const storage = memoryStorage();
    const sandbox = playgroundSandbox({ accountId: 'ana', displayName: 'Ana', origin: 'http://localhost:8080', storage: () => storage });
    // Before the maker declares anything: a new game's declaration, no levels and 10,000 at most.
    expect(sandbox.declaration()).toEqual({ levels: null, topScore: 10_000 });
    const { runId } = await sandbox.onStartRun({});
    const refused = await sandbox.onFinishRun({ runId, score: 10_001, completed: true }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PlaygroundClaimRefusal);
    // What the game is told on the site (run-bridge.ts): `refused`, and nothing of why.
    expect(refused).toMatchObject({ code: 'refused', message: 'The site refused the request.', refusal: { field: 'score', reason: 'score_above_top', score: 10_001, top: 10_000 } });
    expect((refused as PlaygroundClaimRefusal).refusal.message).toBe('10001 is more than a run of this game can score (10000).');
    await expect(sandbox.onFinishRun({ runId, score: 5, level: 1, completed: true })).rejects.toMatchObject({ refusal: { field: 'level', reason: 'level_given', level: 1 } });
    // The run is still open: finished honestly, it counts.
    expect(await sandbox.onFinishRun({ runId, score: 10_000, completed: true })).toEqual({ coins: '0', capped: false });
    expect((await sandbox.onGetLeaderboard({ view: 'top', period: 'all' })).entries.map((row) => row.score)).toEqual([10_000]);
    await expect(sandbox.onGetLeaderboard({ view: 'top', period: 'all', level: 1 })).rejects.toMatchObject({ code: 'unknown_level' });
  });

  it('with levels declared: a level the game does not have, a level not open yet in its own progress, a missing level, a score above the top; a board per level', async () => {
    const storage = memoryStorage();
    const sandbox = playgroundSandbox({ accountId: 'ana', displayName: 'Ana', origin: 'http://localhost:8080', storage: () => storage });
    sandbox.declare({ levels: 3, topScore: 500 });
    // Kept per maker and address: the page opened again applies it.
    expect(playgroundSandbox({ accountId: 'ana', displayName: 'Ana', origin: 'http://localhost:8080', storage: () => storage }).declaration()).toEqual({ levels: 3, topScore: 500 });
    expect(playgroundSandbox({ accountId: 'ana', displayName: 'Ana', origin: 'http://localhost:9000', storage: () => storage }).declaration()).toEqual({ levels: null, topScore: 10_000 });
    expect(sandbox.openLevel()).toBe(1);
    const finish = async (claim: { score: number; level?: number; completed: boolean }) => {
      const { runId } = await sandbox.onStartRun({});
      return sandbox.onFinishRun({ runId, ...claim }).then(
        () => 'accepted',
        (error: unknown) => (error instanceof PlaygroundClaimRefusal ? error.refusal : error),
      );
    };
    expect(await finish({ score: 10, completed: true })).toMatchObject({ field: 'level', reason: 'level_missing' });
    expect(await finish({ score: 10, level: 4, completed: true })).toMatchObject({ field: 'level', reason: 'level_unknown', level: 4, levels: 3, message: 'this game has 3 levels; there is no level 4.' });
    expect(await finish({ score: 10, level: 2, completed: true })).toMatchObject({ field: 'level', reason: 'level_not_open', level: 2, open: 1, message: 'level 2 is not open yet; complete level 1 first.' });
    expect(await finish({ score: 501, level: 1, completed: true })).toMatchObject({ field: 'score', reason: 'score_above_top', level: 1, top: 500, message: '501 is more than level 1 of this game can score (500).' });
    // A level given up opens nothing and goes on no board; completed, it opens the next.
    expect(await finish({ score: 40, level: 1, completed: false })).toBe('accepted');
    expect(sandbox.openLevel()).toBe(1);
    expect(await finish({ score: 300, level: 1, completed: true })).toBe('accepted');
    expect(sandbox.openLevel()).toBe(2);
    expect(await finish({ score: 200, level: 2, completed: true })).toBe('accepted');
    expect(await finish({ score: 100, level: 1, completed: true })).toBe('accepted');
    expect(sandbox.openLevel()).toBe(3);
    const board = async (level?: number) => (await sandbox.onGetLeaderboard({ view: 'top', period: 'all', ...(level === undefined ? {} : { level }) })).entries.map((row) => row.score);
    expect(await board(1)).toEqual([300, 100]);
    expect(await board(2)).toEqual([200]);
    expect(await board(3)).toEqual([]);
    expect((await sandbox.onGetLeaderboard({ view: 'top', period: 'all', level: 2 })).level).toBe(2);
    await expect(board()).rejects.toMatchObject({ code: 'unknown_level' });
    await expect(board(4)).rejects.toMatchObject({ code: 'unknown_level' });
    expect(await finish({ score: 500, level: 3, completed: true })).toBe('accepted');
    expect(sandbox.openLevel()).toBeNull();
    // Started again: level 1 alone is open; the boards stay.
    sandbox.forgetLevels();
    expect(sandbox.openLevel()).toBe(1);
    expect(await finish({ score: 10, level: 2, completed: true })).toMatchObject({ reason: 'level_not_open' });
    expect(await board(1)).toEqual([300, 100]);
  });

  it('opens every declared level at once, as for a player who completed them all: any of them may be finished, none past the count', async () => {
    const storage = memoryStorage();
    const sandbox = playgroundSandbox({ accountId: 'ana', displayName: 'Ana', origin: 'http://localhost:8080', storage: () => storage });
    // A game without levels has none to open.
    sandbox.openAllLevels();
    expect(sandbox.openLevel()).toBeNull();
    expect(storage.length).toBe(0);
    sandbox.declare({ levels: 4, topScore: 500 });
    const { runId } = await sandbox.onStartRun({});
    await sandbox.onFinishRun({ runId, score: 10, level: 1, completed: true });
    expect(sandbox.openLevel()).toBe(2);
    sandbox.openAllLevels();
    expect(sandbox.openLevel()).toBeNull();
    const finish = async (level: number) => {
      const started = await sandbox.onStartRun({});
      return sandbox.onFinishRun({ runId: started.runId, score: 10, level, completed: false }).then(
        () => 'accepted',
        (error: unknown) => (error instanceof PlaygroundClaimRefusal ? error.refusal.reason : error),
      );
    };
    expect(await finish(3)).toBe('accepted');
    expect(await finish(5)).toBe('level_unknown');
    // Declared with more levels later: those past the ones opened open in order again.
    sandbox.declare({ levels: 6, topScore: 500 });
    expect(sandbox.openLevel()).toBe(5);
    expect(await finish(6)).toBe('level_not_open');
    sandbox.forgetLevels();
    expect(sandbox.openLevel()).toBe(1);
  });

  it('reads a stored declaration it cannot trust as the default', () => {
    const storage = memoryStorage();
    const sandbox = playgroundSandbox({ accountId: 'ana', displayName: 'Ana', origin: 'http://localhost:8080', storage: () => storage });
    for (const stored of ['{"levels":0,"topScore":100}', '{"levels":null,"topScore":0}', '{"levels":201,"topScore":100}', '{"levels":2}', 'not json', '[1,2]']) {
      storage.setItem('site-playground:ana:declaration:http://localhost:8080', stored);
      expect(sandbox.declaration()).toEqual({ levels: null, topScore: 10_000 });
    }
    storage.setItem('site-playground:ana:declaration:http://localhost:8080', '{"levels":200,"topScore":1000000}');
    expect(sandbox.declaration()).toEqual({ levels: 200, topScore: 1_000_000 });
  });
});
