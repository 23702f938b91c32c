import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { lockUserBalance } from '../ledger/lock-user-balance.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { transfer } from '../ledger/transfer.ts';
import { countDay, streakReward } from './streak-rules.ts';
import { lockStreak, writeStreak } from './streak-store.ts';
import { utcDayOf } from './utc-days.ts';

/** The ledger reason of a streak day's reward; its idempotency key is `streak_reward:<account>:<day>`. */
export const streakRewardReason = 'streak_reward';

/**
 * Counts `now`'s UTC day in the account's streak and pays the day's reward, inside the
 * transaction of the run's finish that earned it. The account's game-coin balance row is locked
 * first, then its streak row (the ledger's rows before a domain's own); a second finish the same
 * day finds the day counted and pays nothing, and the reward's idempotency key per account and
 * day pays once even if the streak row were written twice.
 */
export async function countStreakDay(tx: Queryable, ctx: Pick<ServerContext, 'config'>, accountId: string, now: Date): Promise<void> {
  const today = utcDayOf(now);
  await lockUserBalance(tx, accountId, 'game_coin');
  let before = await lockStreak(tx, accountId);
  let next = countDay(before, today);
  if (!next.counted) return;
  if (!(await writeStreak(tx, accountId, next.state, before !== null, now))) {
    // Another transaction wrote the first row meanwhile: count on top of it.
    before = await lockStreak(tx, accountId);
    next = countDay(before, today);
    if (!next.counted) return;
    await writeStreak(tx, accountId, next.state, true, now);
  }
  const reward = streakReward(next.state.currentDays, ctx.config.daily);
  if (reward === 0n) return;
  await transfer(
    tx,
    { asset: 'game_coin', from: systemParty('rewards'), to: userParty(accountId), amount: reward, idempotencyKey: `${streakRewardReason}:${accountId}:${today}`, reason: streakRewardReason, reference: today },
    { now },
  );
}
