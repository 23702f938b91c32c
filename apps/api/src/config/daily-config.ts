import type { EnvReader } from './env-reader.ts';

/** The daily streak's rewards (docs/api/daily-streak-and-quests.md). */
export interface DailyConfig {
  /** Game coins for the first day of a streak. */
  streakRewardFirst: number;
  /** Game coins more for each further day of the streak. */
  streakRewardStep: number;
  /** The most game coins one streak day pays. */
  streakRewardMax: number;
}

/** STREAK_REWARD_FIRST, STREAK_REWARD_STEP and STREAK_REWARD_MAX (docs/api/settings.md). */
export function readDailyConfig(read: EnvReader): DailyConfig {
  return {
    streakRewardFirst: read.setting('STREAK_REWARD_FIRST'),
    streakRewardStep: read.setting('STREAK_REWARD_STEP'),
    streakRewardMax: read.setting('STREAK_REWARD_MAX'),
  };
}
