import type { DailyStreak } from '@site/api-contract';
import type { ServerContext } from '../context.ts';
import { lastEndedOn, streakOn, streakReward } from './streak-rules.ts';
import { readStreak } from './streak-store.ts';
import { utcDayOf } from './utc-days.ts';

/**
 * The account's streak as the pages show it on the server's day: its days, its best, what the next
 * counted day pays, and the last streak that ended while it is still told (`lastEndedOn`).
 */
export async function streakView(ctx: Pick<ServerContext, 'db' | 'config' | 'now'>, accountId: string): Promise<DailyStreak> {
  const now = ctx.now();
  const today = utcDayOf(now);
  const state = await readStreak(ctx.db, accountId);
  const { currentDays, countedToday, graceNeeded } = streakOn(state, today);
  const nextDay = currentDays + 1;
  return {
    day: today,
    currentDays,
    bestDays: state?.bestDays ?? 0,
    countedToday,
    graceNeeded,
    next: { streakDay: nextDay, coins: streakReward(nextDay, ctx.config.daily).toString(), onDay: countedToday ? utcDayOf(new Date(now.getTime() + 86_400_000)) : today },
    lastEnded: lastEndedOn(state, today),
  };
}
