import type { EnvReader } from './env-reader.ts';

/** The limits on game runs (docs/api/games-runs-and-rewards.md), served at `/api/config`. A run's stamina cost is STAMINA_RUN_COST. */
export interface RunConfig {
  /** A run may be finished this many seconds after its start, not sooner. */
  minSeconds: number;
  /** The most game coins one run pays, whatever its reward table says. */
  maxRewardPerRun: number;
  /** The most game coins runs pay one account per UTC day. */
  dailyRewardLimit: number;
  /** The percent of recorded finishes outside every top 100 whose record is played again (docs/replays.md). */
  replaySamplePercent: number;
}

/** RUN_MIN_SECONDS, RUN_MAX_REWARD, RUN_DAILY_REWARD_LIMIT and RUN_REPLAY_SAMPLE_PERCENT (docs/api/settings.md). */
export function readRunConfig(read: EnvReader): RunConfig {
  return {
    minSeconds: read.setting('RUN_MIN_SECONDS'),
    maxRewardPerRun: read.setting('RUN_MAX_REWARD'),
    dailyRewardLimit: read.setting('RUN_DAILY_REWARD_LIMIT'),
    replaySamplePercent: read.setting('RUN_REPLAY_SAMPLE_PERCENT'),
  };
}
