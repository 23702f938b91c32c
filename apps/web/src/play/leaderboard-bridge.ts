import type { Leaderboard, LeaderboardEntry } from '@site/api-contract';
import { ApiError } from '@site/api-contract/client';
import { GameRunRefusal, type GameHostCallbacks, type LeaderboardRow } from '@site/game-sdk/host';
import { api } from '../api/api.ts';
import { refusalFor } from './run-bridge.ts';

const routeOfView = { top: 'getLeaderboard', aroundMe: 'getLeaderboardAroundMe', friends: 'getLeaderboardFriends' } as const;
/** The highest level the server's board routes name (`query.level`). */
const highestLevel = 999;

/** The row as a game gets it: the server's entry (its `verified` too) without the time it was reached. */
const rowOf = ({ reachedAt: _reachedAt, ...row }: LeaderboardEntry): LeaderboardRow => row;

/**
 * The host's `getLeaderboard` for a game of `gameId`: the server's board routes, as the game page
 * reads them. A board the server does not have reaches the game as `unknown_level` or
 * `unknown_game`; other refusals as a run's (`signed_out` for a visitor's `aroundMe`).
 */
export function leaderboardCallbacks(gameId: string): Pick<GameHostCallbacks, 'onGetLeaderboard'> {
  return {
    onGetLeaderboard: async ({ view, period, level }) => {
      if (level !== undefined && level > highestLevel) throw new GameRunRefusal('unknown_level', `This game has no level ${level}.`);
      try {
        const input = { params: { game: gameId }, query: { period, ...(level === undefined ? {} : { level: String(level) }) } };
        const board: Leaderboard & { me?: LeaderboardEntry | null } = await api.call(routeOfView[view], input);
        const entries = board.entries.map(rowOf);
        const me = board.me === undefined ? (entries.find((entry) => entry.you) ?? null) : board.me && rowOf(board.me);
        return { view, period, level: board.level, resetsAt: board.resetsAt, entries, me };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'leaderboard_unknown_level') throw new GameRunRefusal('unknown_level', 'This game has no such leaderboard level.');
        if (error instanceof ApiError && error.code === 'leaderboard_unknown_game') throw new GameRunRefusal('unknown_game', 'This game has no leaderboard on the site.');
        throw refusalFor(error);
      }
    },
  };
}
