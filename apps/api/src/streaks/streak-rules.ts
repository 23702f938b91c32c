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
  /** The current streak's first day; null for a streak begun before migration 052. */
  startedDay: string | null;
  /** The streak the current one followed, which ended; null when there was none (or it ended before migration 052). */
  ended: EndedStreak | null;
}

/** A streak that ended: its days in a row, and its last day counted. */
export interface EndedStreak {
  days: number;
  lastDay: string;
}

/** An ended streak shorter than this is not told. */
export const endedStreakToldFromDays = 2;

/** Once a new streak began, the days (its first one included) during which the one it followed is still told. */
export const endedStreakToldForDays = 7;

/** Days that must separate two forgiven days. */
export const graceWindowDays = 7;

/** Whether `missed` may be forgiven after the last forgiven day. */
const mayForgive = (forgivenDay: string | null, missed: string): boolean => forgivenDay === null || daysBetween(forgivenDay, missed) >= graceWindowDays;

/** The state once `today` is counted; `counted` false when it was counted already (nothing changes). */
export function countDay(state: StreakState | null, today: string): { state: StreakState; counted: boolean } {
  if (state === null) return { state: { currentDays: 1, bestDays: 1, lastDay: today, forgivenDay: null, startedDay: today, ended: null }, counted: true };
  if (daysBetween(state.lastDay, today) <= 0) return { state, counted: false };
  const gap = daysBetween(state.lastDay, today);
  const missed = addDays(today, -1);
  const forgiven = gap === 2 && mayForgive(state.forgivenDay, missed);
  const lasts = gap === 1 || forgiven;
  const currentDays = lasts ? state.currentDays + 1 : 1;
  return {
    state: {
      currentDays,
      bestDays: Math.max(state.bestDays, currentDays),
      lastDay: today,
      forgivenDay: forgiven ? missed : state.forgivenDay,
      // A streak that starts again keeps the one that ended, for `lastEndedOn`.
      startedDay: lasts ? state.startedDay : today,
      ended: lasts ? state.ended : { days: state.currentDays, lastDay: state.lastDay },
    },
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

/**
 * The last streak that ended, as `today` tells it, or null. A streak has ended once `streakOn` says
 * 0 (two days missed, or one the grace cannot forgive): it is told for as long as no day is
 * counted after it. Once a day counts, a new streak begins and the one that
 * ended is still told for `endedStreakToldForDays` days from the new one's first day, while the
 * new one lasts (when it ends too, it is the last that ended). A streak of one day is not told.
 */
export function lastEndedOn(state: StreakState | null, today: string): EndedStreak | null {
  if (state === null) return null;
  const told = (streak: EndedStreak): EndedStreak | null => (streak.days >= endedStreakToldFromDays ? streak : null);
  if (streakOn(state, today).currentDays === 0) return told({ days: state.currentDays, lastDay: state.lastDay });
  if (state.ended === null || state.startedDay === null || daysBetween(state.startedDay, today) >= endedStreakToldForDays) return null;
  return told(state.ended);
}

/** Game coins the `day`-th day of a streak pays: the first day's, one step more each day, up to the max. */
export function streakReward(day: number, config: DailyConfig): bigint {
  const reward = BigInt(config.streakRewardFirst) + BigInt(config.streakRewardStep) * BigInt(Math.max(day - 1, 0));
  const max = BigInt(config.streakRewardMax);
  return reward < max ? reward : max;
}
