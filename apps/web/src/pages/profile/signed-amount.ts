import { formatTokenAmount } from '../../wallet/format-token-amount.ts';

/**
 * A ledger amount with its direction, exactly, in the reader's language: `+1,000` for what came
 * in, `−5` for what left (the language's own minus sign).
 */
export function formatSignedAmount(amount: string, language: string): string {
  const text = formatTokenAmount(amount, language);
  return /^[1-9]\d*$/.test(amount) ? `+${text}` : text;
}
