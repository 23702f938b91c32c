import type { TFunction } from 'i18next';
import { formatAmount } from './format-amount.ts';

export type EconomyAsset = 'gold_coin' | 'game_coin' | 'invite_point';

/**
 * "3 gold coins" / "1 gold coin" in the reader's language. The count only picks the singular or
 * the plural; the number shown is the exact amount, grouped.
 */
export function assetAmountText(t: TFunction, asset: EconomyAsset, amount: bigint | string, language: string): string {
  const value = typeof amount === 'bigint' ? amount : /^\d+$/.test(amount) ? BigInt(amount) : null;
  return t(`economy.units.${asset}`, { count: value === 1n ? 1 : 2, amount: formatAmount(amount, language) });
}
