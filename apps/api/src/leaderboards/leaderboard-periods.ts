import type { LeaderboardPeriod } from '@site/api-contract';

const dayMs = 86_400_000;

/** One period of a board: where it starts (a UTC date) and when the next one starts (null for all-time). */
export interface BoardPeriod {
  period: LeaderboardPeriod;
  /** `YYYY-MM-DD`, the `period_start` column. */
  startDate: string;
  start: Date;
  resetsAt: Date | null;
}

const dateOf = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The period of `kind` holding `now`, in UTC: all-time starts at the epoch; a week on its Monday
 * 00:00 (the epoch, 1970-01-01, was a Thursday: three days after a Monday); a day at its midnight.
 */
export function periodAt(kind: LeaderboardPeriod, now: Date): BoardPeriod {
  const day = Math.floor(now.getTime() / dayMs);
  if (kind === 'all') return { period: kind, startDate: '1970-01-01', start: new Date(0), resetsAt: null };
  const startDay = kind === 'day' ? day : day - ((day + 3) % 7);
  const start = new Date(startDay * dayMs);
  return { period: kind, startDate: dateOf(start), start, resetsAt: new Date((startDay + (kind === 'day' ? 1 : 7)) * dayMs) };
}

/** The three periods a finished run counts in. */
export const periodsAt = (now: Date): BoardPeriod[] => (['all', 'week', 'day'] as const).map((kind) => periodAt(kind, now));
