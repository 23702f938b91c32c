import type { TFunction } from 'i18next';
import { formatAmount } from './format-amount.ts';

export type EconomyAsset = 'gold_coin' | 'game_coin' | 'invite_point';

/**
 * The count that picks an amount's unit form (`economy.units.<asset>_one` or `_other`): 1 for one
 * or minus one, else 2. Not the amount itself: an amount may be beyond what a Number holds, and an
 * amount shown in digits takes the plural whatever its size (Spanish `many`, for a million, is
 * the same text as `other` in our files).
 */
export function unitFormCount(amount: bigint | null): 1 | 2 {
  return amount === 1n || amount === -1n ? 1 : 2;
}

/**
 * "3 gold coins" / "1 gold coin" in the reader's language. The count only picks the singular or
 * the plural; the number shown is the exact amount, grouped.
 */
export function assetAmountText(t: TFunction, asset: EconomyAsset, amount: bigint | string, language: string): string {
  const value = typeof amount === 'bigint' ? amount : /^\d+$/.test(amount) ? BigInt(amount) : null;
  return t(`economy.units.${asset}`, { count: unitFormCount(value), amount: formatAmount(amount, language) });
}
