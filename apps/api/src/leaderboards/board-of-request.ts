import type { LeaderboardPeriod } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { findPlayableGame } from '../games/game-store.ts';
import { levelCountOf } from '../games/reward-table.ts';
import { ApiError } from '../errors/api-error.ts';
import { periodAt, type BoardPeriod } from './leaderboard-periods.ts';
import type { BoardKey } from './leaderboard-store.ts';

/** The board a request names, checked against the game's playable version. */
export interface RequestedBoard {
  key: BoardKey;
  period: BoardPeriod;
  /** The level as the contract says it: null for a game without levels. */
  level: number | null;
}

/**
 * The board of `game` (and `level`, required for a game with levels and refused for others) in the
 * current `period`: 404 leaderboard_unknown_game for a game nobody may play, 404
 * leaderboard_unknown_level naming query.level for a level the game does not have.
 */
export async function boardOfRequest(db: Queryable, request: { game: string; level?: string | undefined; period?: LeaderboardPeriod | undefined; now: Date }): Promise<RequestedBoard> {
  const game = await findPlayableGame(db, request.game);
  if (game === null) throw new ApiError('leaderboard_unknown_game', `params.game: there is no published game "${request.game}".`, { field: 'params.game' });
  const levelCount = levelCountOf(game.rewardTable);
  const level = request.level === undefined ? null : Number(request.level);
  const unknownLevel = (why: string): never => {
    throw new ApiError('leaderboard_unknown_level', `query.level: ${why}`, { field: 'query.level' });
  };
  if (levelCount === null && level !== null) unknownLevel(`"${request.game}" has no levels.`);
  if (levelCount !== null && level === null) unknownLevel(`"${request.game}" has a board per level: say which level (1 to ${levelCount}).`);
  if (levelCount !== null && level !== null && level > levelCount) unknownLevel(`"${request.game}" has ${levelCount} levels; there is no level ${level}.`);
  return { key: { gameId: game.view.id, level: level ?? 0 }, level, period: periodAt(request.period ?? 'all', request.now) };
}
