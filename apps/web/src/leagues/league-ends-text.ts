import type { MyLeague } from '@site/api-contract';
import type { TFunction } from 'i18next';
import { formatTimeUntil } from '../i18n/format-duration.ts';

/**
 * How long the week has left, counted from the server's clock (the answer's `now`, not the
 * device's), as one duration the site writes them all ("This week ends in 6 days and 10 hours.");
 * once the week's end has passed, that its tables are being closed.
 */
export function leagueEndsText(t: TFunction, league: Pick<MyLeague, 'now' | 'weekEndsAt'>, language: string): string {
  const duration = formatTimeUntil(league.weekEndsAt, new Date(Date.parse(league.now)), language);
  return duration === null ? t('league.closing') : t('league.endsIn', { duration });
}
