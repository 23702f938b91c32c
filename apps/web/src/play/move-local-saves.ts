import { ApiError } from '@site/api-contract/client';
import { api } from '../api/api.ts';
import { logger } from '../logging/logger.ts';
import { localSaves } from './local-save-store.ts';

/** The account's saves on the server, as the move needs them. */
export interface AccountSaves {
  /** Whether the account has a save of `game`. */
  has: (game: string) => Promise<boolean>;
  /** Posts `data` as the account's first save of `game` (`baseVersion` 0). */
  putFirst: (game: string, data: unknown) => Promise<unknown>;
}

const accountSaves: AccountSaves = {
  has: async (game) => (await api.call('getGameSave', { params: { game } })).save !== null,
  putFirst: (game, data) => api.call('putGameSave', { params: { game }, body: { baseVersion: 0, data } }),
};

/**
 * Moves each save kept in this browser to the signed-in account, then forgets it here (the game
 * SDK's README, "Saves for visitors"). The rule: the account's save wins. The account's save is
 * read first: when it has one, the local one is dropped and nothing is posted (a post would be
 * refused 409 `save_conflict`, which the browser reports as a failed request in its console, for
 * an outcome that is the rule working). Otherwise the local save is posted as a first save
 * (`baseVersion` 0), which the server stores only while the account still has none: a
 * `save_conflict` then (another tab saved in between) is that same rule, said at debug level. A
 * save the server refuses for good (too large, an unknown game, bad data) is dropped too; one
 * refused for now (rate limit, network) stays for the next sign-in or page load.
 */
export async function moveLocalSaves(server: AccountSaves = accountSaves, saves: Pick<typeof localSaves, 'games' | 'load' | 'remove'> = localSaves): Promise<void> {
  for (const game of saves.games()) {
    const save = saves.load(game);
    if (!save) continue;
    try {
      if (!(await server.has(game))) await server.putFirst(game, save.data);
      saves.remove(game);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'save_conflict') {
        logger.debug(`The account's save of ${game} wins over the one kept in this browser`);
        saves.remove(game);
      } else if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429) saves.remove(game);
      else logger.warn(`A save of ${game} kept in this browser could not be moved to the account yet`, error);
    }
  }
}
