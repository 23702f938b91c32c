import type { TFunction } from 'i18next';
import { formatAmount } from '../economy/format-amount.ts';

/** "50 Stars" / "1 Star" in the reader's language: the count picks the form, the number is grouped. */
export function starsAmountText(t: TFunction, stars: number, language: string): string {
  return t('telegramStars.stars', { count: stars === 1 ? 1 : 2, amount: formatAmount(BigInt(stars), language) });
}
