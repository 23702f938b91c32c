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
    minSeconds: read.setting('RUN_MIN_SECONDS'),
    maxRewardPerRun: read.setting('RUN_MAX_REWARD'),
    dailyRewardLimit: read.setting('RUN_DAILY_REWARD_LIMIT'),
  };
}
