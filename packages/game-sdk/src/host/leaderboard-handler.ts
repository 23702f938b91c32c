import type { GameRequestV2 } from '../protocol/protocol-v2.ts';
import { GameRunRefusal } from './game-run-refusal.ts';
import type { Answer, GameHostCallbacks } from './host-callbacks.ts';
import { refusalView } from './refusal-view.ts';

type LeaderboardRequest = Extract<GameRequestV2, { type: 'getLeaderboard' }>;

/**
 * Version 2's `getLeaderboard`, one read at a time (`busy` otherwise), beside the runs and the
 * saves: the site reads the board of the game the frame shows (the game cannot name another).
 */
export function createLeaderboardHandler(callbacks: Pick<GameHostCallbacks, 'onGetLeaderboard'>, reply: (request: LeaderboardRequest, answer: Answer) => void) {
  let busy = false;
  async function call({ view, period, level }: LeaderboardRequest): Promise<Answer> {
    try {
      if (!callbacks.onGetLeaderboard) throw new GameRunRefusal('refused', 'This site keeps no leaderboards.');
      return { ok: true, result: { leaderboard: await callbacks.onGetLeaderboard({ view, period, ...(level === undefined ? {} : { level }) }) } };
    } catch (error) {
      return { ok: false, error: refusalView(error) };
    }
  }
  return {
    receive(request: LeaderboardRequest) {
      if (busy) {
        reply(request, { ok: false, error: { code: 'busy', message: 'The previous leaderboard read is still being answered.' } });
        return;
      }
      busy = true;
      void call(request).then((answer) => {
        busy = false;
        reply(request, answer);
      });
    },
  };
}
