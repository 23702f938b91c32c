import type { EnvReader } from './env-reader.ts';

/** The limits on game runs (docs/api/games-runs-and-rewards.md), served at `/api/config`. A run's stamina cost is STAMINA_RUN_COST. */
export interface RunConfig {
  /** A run may be finished this many seconds after its start, not sooner. */
  minSeconds: number;
  /** The most game coins one run pays, whatever its reward table says. */
  maxRewardPerRun: number;
  /** The most game coins runs pay one account per UTC day. */
  dailyRewardLimit: number;
}

/** RUN_MIN_SECONDS, RUN_MAX_REWARD and RUN_DAILY_REWARD_LIMIT (docs/api/settings.md). */
export function readRunConfig(read: EnvReader): RunConfig {
  return {
    minSeconds: read.integer('RUN_MIN_SECONDS', 3, { min: 0, max: 86_400 }),
    maxRewardPerRun: read.integer('RUN_MAX_REWARD', 100, { min: 0, max: 1_000_000_000 }),
    dailyRewardLimit: read.integer('RUN_DAILY_REWARD_LIMIT', 2000, { min: 0, max: 1_000_000_000 }),
  };
}
