import type { DailyConfig } from '../config/daily-config.ts';
import { addDays, daysBetween } from './utc-days.ts';

/**
 * The streak's rules (docs/api/daily-streak-and-quests.md), with no database: a
 * UTC day counts when the account finishes an accepted run on it; the streak is the days counted
 * in a row. Grace: one missed day between two counted days is forgiven when no other missed day
 * was forgiven in the seven days before it (at most one forgiven day in any seven); a forgiven day
 * keeps the streak but adds nothing to it.
 */
export interface StreakState {
  currentDays: number;
  bestDays: number;
  /** The last day counted, `YYYY-MM-DD`. */
  lastDay: string;
  /** The last missed day forgiven, or null. */
  forgivenDay: string | null;
}

/** Days that must separate two forgiven days. */
export const graceWindowDays = 7;

/** Whether `missed` may be forgiven after the last forgiven day. */
const mayForgive = (forgivenDay: string | null, missed: string): boolean => forgivenDay === null || daysBetween(forgivenDay, missed) >= graceWindowDays;

/** The state once `today` is counted; `counted` false when it was counted already (nothing changes). */
export function countDay(state: StreakState | null, today: string): { state: StreakState; counted: boolean } {
  if (state === null) return { state: { currentDays: 1, bestDays: 1, lastDay: today, forgivenDay: null }, counted: true };
  if (daysBetween(state.lastDay, today) <= 0) return { state, counted: false };
  const gap = daysBetween(state.lastDay, today);
  const missed = addDays(today, -1);
  const forgiven = gap === 2 && mayForgive(state.forgivenDay, missed);
  const currentDays = gap === 1 || forgiven ? state.currentDays + 1 : 1;
  return {
    state: { currentDays, bestDays: Math.max(state.bestDays, currentDays), lastDay: today, forgivenDay: forgiven ? missed : state.forgivenDay },
    counted: true,
  };
}

/** The streak as it stands on `today`: the days it holds (0 once broken), whether today is counted, and whether a run today would use the grace. */
export function streakOn(state: StreakState | null, today: string): { currentDays: number; countedToday: boolean; graceNeeded: boolean } {
  if (state === null) return { currentDays: 0, countedToday: false, graceNeeded: false };
  const gap = daysBetween(state.lastDay, today);
  if (gap <= 0) return { currentDays: state.currentDays, countedToday: true, graceNeeded: false };
  if (gap === 1) return { currentDays: state.currentDays, countedToday: false, graceNeeded: false };
  if (gap === 2 && mayForgive(state.forgivenDay, addDays(today, -1))) return { currentDays: state.currentDays, countedToday: false, graceNeeded: true };
  return { currentDays: 0, countedToday: false, graceNeeded: false };
}

/** Game coins the `day`-th day of a streak pays: the first day's, one step more each day, up to the max. */
export function streakReward(day: number, config: DailyConfig): bigint {
  const reward = BigInt(config.streakRewardFirst) + BigInt(config.streakRewardStep) * BigInt(Math.max(day - 1, 0));
  const max = BigInt(config.streakRewardMax);
  return reward < max ? reward : max;
}
