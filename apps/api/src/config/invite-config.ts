import type { EnvReader } from './env-reader.ts';

/** The invite reward (docs/api/invites.md), served at `/api/config`. */
export interface InviteConfig {
  /** Invite points an inviter earns once an invited person finishes its first game run. */
  rewardPoints: number;
  /** Rewards one inviter may get per UTC day. */
  dailyRewardLimit: number;
}

/** INVITE_REWARD_POINTS and INVITE_DAILY_REWARD_LIMIT (docs/api/settings.md). */
export function readInviteConfig(read: EnvReader): InviteConfig {
  return {
    rewardPoints: read.setting('INVITE_REWARD_POINTS'),
    dailyRewardLimit: read.setting('INVITE_DAILY_REWARD_LIMIT'),
  };
}
