import type { TFunction } from 'i18next';
import { unitFormCount, type EconomyAsset } from '../../economy/asset-text.ts';
import { formatTokenAmount } from '../../wallet/format-token-amount.ts';

/**
 * A ledger amount with its direction, exactly, in the reader's language: `+1,000` for what came
 * in, `−5` for what left (the language's own minus sign).
 */
export function formatSignedAmount(amount: string, language: string): string {
  const text = formatTokenAmount(amount, language);
  return /^[1-9]\d*$/.test(amount) ? `+${text}` : text;
}

/** A ledger amount with its direction and its unit, singular or plural by the amount: "+1,000 game coins", "-1 game coin". */
export function signedAssetAmountText(t: TFunction, asset: EconomyAsset, amount: string, language: string): string {
  const value = /^-?\d+$/.test(amount) ? BigInt(amount) : null;
  return t(`economy.units.${asset}`, { count: unitFormCount(value), amount: formatSignedAmount(amount, language) });
}
