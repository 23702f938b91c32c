import { api } from '../api/api.ts';

/**
 * Tells the server the game was shown without saying it was ready, for its maker's /my-games. A
 * visitor's report (401) or one that fails is dropped: the player is playing, nothing to show.
 */
export function reportReadyTimeout(gameId: string): void {
  api.call('reportGameReadyTimeout', { params: { game: gameId } }).catch(() => undefined);
}
