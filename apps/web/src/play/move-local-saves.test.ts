import { ApiError } from '@site/api-contract/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalSaveStore, type SaveStorage } from './local-save-store.ts';
import { moveLocalSaves, type AccountSaves } from './move-local-saves.ts';

/** Web Storage over a Map (Node has no localStorage), holding `saves` as a visitor's saves of those games. */
function visitorSaves(saves: Record<string, unknown>) {
  const map = new Map(Object.entries(saves).map(([game, data]) => [`game-save:${game}`, JSON.stringify({ version: 1, data })]));
  const area: SaveStorage = {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => map.set(key, value),
    removeItem: (key) => map.delete(key),
  };
  return { store: createLocalSaveStore(() => area), kept: () => [...map.keys()] };
}

/** The account's side: the games it has a save of; `refuse` answers a post with that error. */
function account(withSaves: string[], refuse?: (game: string) => Error | undefined): AccountSaves & { posted: string[] } {
  const posted: string[] = [];
  return {
    posted,
    has: (game) => Promise.resolve(withSaves.includes(game)),
    putFirst: (game) => {
      const refusal = refuse?.(game);
      if (refusal) return Promise.reject(refusal);
      posted.push(game);
      return Promise.resolve({});
    },
  };
}

const conflict = new ApiError('A newer save exists', { status: 409, code: 'save_conflict' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('moveLocalSaves', () => {
  it("keeps the account's save and posts nothing for a game it has a save of (no refused request), and moves the others", async () => {
    const local = visitorSaves({ levels: { unlocked: 5 }, puzzle: { best: 3 } });
    const server = account(['levels']);
    await moveLocalSaves(server, local.store);
    expect(server.posted).toEqual(['puzzle']);
    expect(local.kept()).toEqual([]);
  });

  it('says a conflict met in a race (another tab saved first) at debug level only, and drops the local save', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const local = visitorSaves({ levels: { unlocked: 5 } });
    await moveLocalSaves(
      account([], () => conflict),
      local.store,
    );
    expect(local.kept()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps a save refused for now (network, rate limit) for the next time, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const local = visitorSaves({ levels: { unlocked: 5 } });
    await moveLocalSaves(
      account([], () => new ApiError('offline', { status: 0, code: 'network' })),
      local.store,
    );
    expect(local.kept()).toEqual(['game-save:levels']);
    expect(warn).toHaveBeenCalledOnce();
  });
});
