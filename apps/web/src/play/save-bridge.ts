import { GameRunRefusal, type GameHostCallbacks } from '@site/game-sdk/host';
import { api } from '../api/api.ts';
import { ApiError } from '@site/api-contract/client';
import { refusalFor } from './run-bridge.ts';

/**
 * The host's `load` and `save` for a game of `gameId`: the signed-in player's save on the server.
 * A save based on an older version is refused with the newer save handed to the game
 * (`save_conflict`); too large a save is `save_too_large`; other refusals as a run's.
 */
export function saveCallbacks(gameId: string): Pick<GameHostCallbacks, 'onLoad' | 'onSave'> {
  const params = { game: gameId };
  return {
    onLoad: async () => {
      try {
        const { save } = await api.call('getGameSave', { params });
        return save && { version: save.version, data: save.data };
      } catch (error) {
        throw refusalFor(error);
      }
    },
    onSave: async ({ baseVersion, data }) => {
      try {
        const { save } = await api.call('putGameSave', { params, body: { baseVersion, data } });
        return { version: save.version, data: save.data };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'save_conflict') {
          const { save } = await api.call('getGameSave', { params });
          throw new GameRunRefusal('save_conflict', 'A newer save of this game exists.', save ? { save: { version: save.version, data: save.data } } : {});
        }
        if (error instanceof ApiError && error.code === 'save_too_large') throw new GameRunRefusal('save_too_large', 'The save is too large.');
        throw refusalFor(error);
      }
    },
  };
}
