import { GameRunRefusal, type GameHostCallbacks } from '@site/game-sdk/host';
import { ApiError } from '@site/api-contract/client';
import { accountStore } from '../account/account-state.ts';
import { api } from '../api/api.ts';
import { localSaves } from './local-save-store.ts';
import { refusalFor } from './run-bridge.ts';

/** A visitor's save stays in this browser (`local-save-store.ts`); so does anyone's whom the server does not know as signed in. */
const isVisitor = (): boolean => accountStore.get().status === 'signed-out';
const isSignedOut = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/**
 * The host's `load` and `save` for a game of `gameId`: the signed-in player's save on the server,
 * or a visitor's in this browser until they sign in (the game SDK's README, "Saves for visitors").
 * A save based on an older version is refused with the newer save handed to the game
 * (`save_conflict`); too large a save is `save_too_large`; other refusals as a run's.
 */
export function saveCallbacks(gameId: string): Pick<GameHostCallbacks, 'onLoad' | 'onSave'> {
  const params = { game: gameId };
  return {
    onLoad: async () => {
      if (isVisitor()) return localSaves.load(gameId);
      try {
        const { save } = await api.call('getGameSave', { params });
        return save && { version: save.version, data: save.data };
      } catch (error) {
        if (isSignedOut(error)) return localSaves.load(gameId);
        throw refusalFor(error);
      }
    },
    onSave: async ({ baseVersion, data }) => {
      if (isVisitor()) return localSaves.save(gameId, { baseVersion, data });
      try {
        const { save } = await api.call('putGameSave', { params, body: { baseVersion, data } });
        return { version: save.version, data: save.data };
      } catch (error) {
        if (isSignedOut(error)) return localSaves.save(gameId, { baseVersion, data });
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
