import { useEffect, useState } from 'react';
import { storage } from '../storage/safe-storage.ts';

/** The streak this browser last showed a player: whose, and its days in a row then. */
export interface SeenStreak {
  account: string;
  days: number;
}

const seenKey = 'site.streakSeen';

/** The remembered streak from its stored text; null when there is none or it is not of that shape (storage is untrusted). */
export function readSeenStreak(text: string | null): SeenStreak | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { account, days } = value as Record<string, unknown>;
    return typeof account === 'string' && typeof days === 'number' && Number.isInteger(days) && days >= 0 ? { account, days } : null;
  } catch {
    return null;
  }
}

/**
 * The days of the streak that ended since this browser last showed `account`'s streak, else null.
 * The server's streak only grows while it lasts and is 0 once broken (1 again after the day's first
 * run), so fewer days than last seen means the seen one ended. A one-day streak is not mourned.
 */
export function endedStreakDays(seen: SeenStreak | null, account: string, currentDays: number): number | null {
  if (seen?.account !== account) return null;
  return currentDays < seen.days && seen.days >= 2 ? seen.days : null;
}

/**
 * The days of `account`'s streak that ended since this browser last showed it, said once: the
 * streak last shown is read as this panel first renders, compared with the server's days
 * (`currentDays`) when they come, and the days shown are remembered (local storage), so that the
 * next page or visit does not say it again. Only this browser's memory tells it: the server's
 * answer says a streak is 0, not that one ended or how long it was.
 */
export function useEndedStreak(account: string | null, currentDays: number | undefined): number | null {
  // As it was before this panel showed anything (StrictMode's second render reads the same: nothing is written until an effect).
  const [seen] = useState(() => readSeenStreak(storage.read(seenKey)));
  useEffect(() => {
    if (account !== null && currentDays !== undefined) storage.write(seenKey, JSON.stringify({ account, days: currentDays } satisfies SeenStreak));
  }, [account, currentDays]);
  return account === null || currentDays === undefined ? null : endedStreakDays(seen, account, currentDays);
}
