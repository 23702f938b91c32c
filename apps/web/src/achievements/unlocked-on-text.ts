import type { TFunction } from 'i18next';
import { formatInstant } from '../account/format-instant.ts';

/**
 * "Unlocked on Dec 6, 2026": the day as the rest of the profile writes its dates (formatInstant),
 * in the reader's own time zone unless `timeZone` says another.
 */
export function unlockedOnText(t: TFunction, unlockedAt: string, language: string, timeZone?: string): string {
  return t('achievements.unlockedOn', { date: formatInstant(unlockedAt, language, timeZone === undefined ? {} : { timeZone }) });
}
