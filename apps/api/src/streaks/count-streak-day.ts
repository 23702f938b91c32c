import { unlockSiteAchievement } from '../achievements/unlock-site-achievement.ts';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { transfer } from '../ledger/transfer.ts';
import { streakAchievementsAt } from '../achievements/site-achievements.ts';
import { countDay, streakReward } from './streak-rules.ts';
import { lockStreak, writeStreak } from './streak-store.ts';
import { utcDayOf } from './utc-days.ts';

/** A streak day counted and paid: its number in the streak, and its coins. */
export interface StreakDayPaid {
  day: number;
  coins: bigint;
}

/** The ledger reason of a streak day's reward; its idempotency key is `streak_reward:<account>:<day>`. */
export const streakRewardReason = 'streak_reward';

/**
 * Counts `now`'s UTC day in the account's streak and pays the day's reward, inside the
 * transaction of the run's finish that earned it: the streak row is locked, then the ledger's rows
 * (docs/architecture.md, "Lock order"). A second finish the same day finds the day counted and
 * pays nothing, and the reward's idempotency key per account and day pays once whatever happens.
 * The day that makes 7 or 30 days unlocks the streak's achievement, named by the run (`runId`).
 * Returns the streak day this call paid for and its coins (the run's result shows them), or null
 * when it paid nothing.
 */
export async function countStreakDay(tx: Queryable, ctx: Pick<ServerContext, 'config'>, accountId: string, now: Date, runId: string | null = null): Promise<StreakDayPaid | null> {
  const today = utcDayOf(now);
  const next = countDay(await lockStreak(tx, accountId), today);
  if (!next.counted || !(await writeStreak(tx, accountId, next.state, now))) return null;
  for (const key of streakAchievementsAt(next.state.currentDays)) await unlockSiteAchievement(tx, key, [accountId], now, runId);
  const reward = streakReward(next.state.currentDays, ctx.config.daily);
  if (reward === 0n) return null;
  await transfer(
    tx,
    { asset: 'game_coin', from: systemParty('rewards'), to: userParty(accountId), amount: reward, idempotencyKey: `${streakRewardReason}:${accountId}:${today}`, reason: streakRewardReason, reference: today },
    { now },
  );
  return { day: next.state.currentDays, coins: reward };
}
