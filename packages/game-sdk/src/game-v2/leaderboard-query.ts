import { GameSdkError } from '../game/game-sdk-error.ts';
import { protocolLimits } from '../protocol/protocol.ts';
import { leaderboardPeriods, leaderboardViews, type LeaderboardPeriod, type LeaderboardQuery, type LeaderboardViewName } from '../protocol/protocol-v2.ts';

/** `getLeaderboard`'s argument, checked, with its defaults (`all`, `top`): `invalid_argument` names the bad field. */
export function leaderboardQueryOf(query: LeaderboardQuery = {}): { view: LeaderboardViewName; period: LeaderboardPeriod; level?: number } {
  const { period = 'all', view = 'top', level } = query;
  if (!leaderboardPeriods.includes(period)) throw new GameSdkError('invalid_argument', `period must be one of ${leaderboardPeriods.join(', ')}`);
  if (!leaderboardViews.includes(view)) throw new GameSdkError('invalid_argument', `view must be one of ${leaderboardViews.join(', ')}`);
  if (level !== undefined && !(Number.isInteger(level) && level >= 1 && level <= protocolLimits.maxLevel)) {
    throw new GameSdkError('invalid_argument', `level must be a whole number from 1 to ${protocolLimits.maxLevel}`);
  }
  return { view, period, ...(level === undefined ? {} : { level }) };
}
