import { ApiError } from '@site/api-contract/client';
import { api } from '../api/api.ts';
import { logger } from '../logging/logger.ts';
import { localSaves } from './local-save-store.ts';

/**
 * Moves each save kept in this browser to the signed-in account, then forgets it here (the game
 * SDK's README, "Saves for visitors"). The rule: the account's save wins. A local save is posted as
 * a first save (`baseVersion` 0), so the server stores it only when the account has no save of that
 * game; when it has one (`save_conflict`), the local one is dropped. A save the server refuses for
 * good (too large, an unknown game, bad data) is dropped too; one refused for now (rate limit,
 * network) stays for the next sign-in or page load.
 */
export async function moveLocalSaves(): Promise<void> {
  for (const game of localSaves.games()) {
    const save = localSaves.load(game);
    if (!save) continue;
    try {
      await api.call('putGameSave', { params: { game }, body: { baseVersion: 0, data: save.data } });
      localSaves.remove(game);
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429) localSaves.remove(game);
      else logger.warn(`A save of ${game} kept in this browser could not be moved to the account yet`, error);
    }
  }
}
