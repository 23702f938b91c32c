import { formatEther, parseEther } from 'viem';

/** What is wrong with an amount typed in CORE; each has its own sentence under `deposit.amountProblems.`. */
export type CoreAmountProblem = 'empty' | 'notNumber' | 'notPositive' | 'tooManyDecimals' | 'tooLarge' | 'belowMinimum';

export type CoreAmount = { ok: true; wei: bigint } | { ok: false; problem: CoreAmountProblem };

const decimals = 18;
/** Plain decimal text: digits, at most one separator, digits. A comma is read as the decimal point (Spanish keyboards). */
const plainNumber = /^(\d*)(?:[.,](\d*))?$/;
/** Far above any real deposit; keeps the text short enough to be exact and cheap. */
const longestWholePart = 12;

/**
 * The amount a visitor typed, in CORE, as wei (10^-18 CORE), exactly: the text is checked first
 * (a number, above zero, no more than 18 decimals, at least the minimum) and only then converted,
 * by viem's string arithmetic, never through a floating-point number.
 */
export function parseCoreAmount(text: string, minWei: bigint): CoreAmount {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (/^-/.test(trimmed)) return { ok: false, problem: 'notPositive' };
  const match = plainNumber.exec(trimmed);
  if (!match) return { ok: false, problem: 'notNumber' };
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return { ok: false, problem: 'notNumber' };
  if (fraction.length > decimals) return { ok: false, problem: 'tooManyDecimals' };
  if (whole.replace(/^0+/, '').length > longestWholePart) return { ok: false, problem: 'tooLarge' };
  const wei = parseEther(`${whole === '' ? '0' : whole}.${fraction === '' ? '0' : fraction}`);
  if (wei === 0n) return { ok: false, problem: 'notPositive' };
  if (wei < minWei) return { ok: false, problem: 'belowMinimum' };
  return { ok: true, wei };
}

/** Gold coins for `wei` as the server credits them: wei × gold per CORE / 10^18, rounded down. */
export function goldCoinsForWei(wei: bigint, goldPerCore: bigint): bigint {
  return (wei * goldPerCore) / 10n ** BigInt(decimals);
}

/** Wei as CORE in plain decimal text with no trailing zeros (`10000000000000000` → `0.01`), exactly. */
export function weiToCore(wei: bigint): string {
  return formatEther(wei);
}
