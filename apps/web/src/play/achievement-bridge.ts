import type { GameHostCallbacks } from '@site/game-sdk/host';
import { api } from '../api/api.ts';
import { i18n } from '../i18n/i18n.ts';
import { achievementView } from './achievement-text.ts';
import { refusalFor } from './run-bridge.ts';

/** The host's `getAchievements` for a game of `gameId`: the server's achievements of that game only, for the player signed in (a visitor's all locked). */
export function achievementCallbacks(gameId: string): Pick<GameHostCallbacks, 'onGetAchievements'> {
  return {
    onGetAchievements: async () => {
      try {
        const { achievements } = await api.call('getGameAchievements', { params: { game: gameId } });
        return achievements.map((achievement) => achievementView(achievement, i18n.language));
      } catch (error) {
        throw refusalFor(error);
      }
    },
  };
}
