import type { DailyStreak } from '@site/api-contract';
import { useEffect, useState } from 'react';
import { storage } from '../storage/safe-storage.ts';

/** A streak that ended, as the server tells it (`GET /api/streak`, `lastEnded`). */
export type EndedStreak = NonNullable<DailyStreak['lastEnded']>;

/** Per account, the last day of the ended streak this browser last told it of. */
export type ToldStreaks = ReadonlyMap<string, string>;

const toldKey = 'site.streakSeen';

/** Accounts remembered at most (a shared device); the one told longest ago is forgotten first. */
export const toldAccountsMax = 8;

const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The ended streaks told, from their stored text: an object of account ids to days. Entries of
 * another shape are left out, and so is anything else (storage is untrusted; the memory of the
 * site before the server told ended streaks, `{ account, days }`, reads as nothing told).
 */
export function readToldStreaks(text: string | null): ToldStreaks {
  if (text === null) return new Map();
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return new Map();
    return new Map(Object.entries(value).filter((entry): entry is [string, string] => isDay(entry[1])));
  } catch {
    return new Map();
  }
}

/** `told` once `account` is told of the streak that ended on `lastDay`: that account last, the earliest forgotten beyond `toldAccountsMax`. */
export function withTold(told: ToldStreaks, account: string, lastDay: string): ToldStreaks {
  const next = new Map(told);
  next.delete(account);
  next.set(account, lastDay);
  for (const oldest of next.keys()) {
    if (next.size <= toldAccountsMax) break;
    next.delete(oldest);
  }
  return next;
}

/** The ended streak to tell `account` of: the server's, unless this browser told it of that one (or of a later one) already. */
export function endedStreakToTell(told: ToldStreaks, account: string, lastEnded: EndedStreak | null): EndedStreak | null {
  if (lastEnded === null) return null;
  const toldDay = told.get(account);
  return toldDay !== undefined && toldDay >= lastEnded.lastDay ? null : lastEnded;
}

/**
 * The streak of `account` that ended, said once per browser: the server tells which streak ended
 * (`lastEnded`, by its days and UTC dates; the device's clock decides nothing), and this browser
 * remembers (local storage, by the streak's last day) which one it has told, so the next page or
 * visit does not say it again. Another device, or this one with its storage cleared, tells it once
 * more while the server still does. What was told is read as this panel first renders (StrictMode's
 * second render reads the same: nothing is written until an effect), so the word stays on this page.
 */
export function useEndedStreak(account: string | null, lastEnded: EndedStreak | null | undefined): EndedStreak | null {
  const [told] = useState(() => readToldStreaks(storage.read(toldKey)));
  const endedDay = lastEnded?.lastDay ?? null;
  useEffect(() => {
    if (account === null || endedDay === null) return;
    const stored = readToldStreaks(storage.read(toldKey));
    const toldDay = stored.get(account);
    if (toldDay === undefined || toldDay < endedDay) storage.write(toldKey, JSON.stringify(Object.fromEntries(withTold(stored, account, endedDay))));
  }, [account, endedDay]);
  return account === null || lastEnded === undefined ? null : endedStreakToTell(told, account, lastEnded);
}
