import type { GameRequestV2 } from '../protocol/protocol-v2.ts';
import { GameRunRefusal } from './game-run-refusal.ts';
import type { Answer, GameHostCallbacks } from './host-callbacks.ts';
import { createReadHandler, type ReadHandler } from './read-handler.ts';

export type LeaderboardRequest = Extract<GameRequestV2, { type: 'getLeaderboard' }>;
export type AchievementsRequest = Extract<GameRequestV2, { type: 'getAchievements' }>;

/** Version 2's `getLeaderboard`: the site reads the board of the game the frame shows (the game cannot name another). */
export function createLeaderboardHandler(callbacks: Pick<GameHostCallbacks, 'onGetLeaderboard'>, reply: (request: LeaderboardRequest, answer: Answer) => void): ReadHandler<LeaderboardRequest> {
  return createReadHandler<LeaderboardRequest>(
    'leaderboard',
    async ({ view, period, level }) => {
      if (!callbacks.onGetLeaderboard) throw new GameRunRefusal('refused', 'This site keeps no leaderboards.');
      return { leaderboard: await callbacks.onGetLeaderboard({ view, period, ...(level === undefined ? {} : { level }) }) };
    },
    reply,
  );
}

/** Version 2's `getAchievements`: the achievements of the game the frame shows, for the player (the game cannot name another). */
export function createAchievementsHandler(callbacks: Pick<GameHostCallbacks, 'onGetAchievements'>, reply: (request: AchievementsRequest, answer: Answer) => void): ReadHandler<AchievementsRequest> {
  return createReadHandler<AchievementsRequest>(
    'achievements',
    async () => {
      if (!callbacks.onGetAchievements) throw new GameRunRefusal('refused', 'This site keeps no achievements.');
      return { achievements: await callbacks.onGetAchievements() };
    },
    reply,
  );
}
