import { readTypedNumber } from './read-typed-number.ts';

/** Why an amount typed in an economy form cannot be sent (each has its sentence under `economy.amount.`). */
export type AmountProblem =
  | { kind: 'empty' }
  | { kind: 'notNumber' }
  | { kind: 'grouping' }
  | { kind: 'negative' }
  | { kind: 'zero' }
  | { kind: 'fractional' }
  | { kind: 'tooLong' }
  | { kind: 'aboveBalance'; needed: bigint; balance: bigint }
  | { kind: 'aboveLimit'; left: bigint; limit: bigint };

export interface AmountLimits {
  /** What one unit of the amount costs from `balance` (1 for a burn, 1,000 game coins per gold coin). */
  costPerUnit: bigint;
  balance: bigint;
  /** What is left of today's limit, in the amount's own unit; absent when there is none. */
  dailyLimit?: { left: bigint; limit: bigint };
}

export type AmountCheck = { ok: true; amount: bigint } | { ok: false; problem: AmountProblem };

/** The server takes at most 18 digits (`^[1-9][0-9]{0,17}$`). */
const maxDigits = 18;

/**
 * Reads what the user typed as a whole amount above zero, written as their language writes numbers
 * ("1,000" in English, "1.000" in Spanish: readTypedNumber), and checks it against the balance and
 * today's limit, so each problem is named while they type; the server checks all of it again.
 * Spaces around are ignored and leading zeros dropped ("007" is 7).
 */
export function checkAmount(typed: string, limits: AmountLimits, language: string): AmountCheck {
  const refuse = (problem: AmountProblem): AmountCheck => ({ ok: false, problem });
  const number = readTypedNumber(typed, language);
  if (!number.ok) return refuse({ kind: number.problem });
  const { negative, whole, fraction } = number;
  const isZero = /^0*$/.test(whole) && /^0*$/.test(fraction ?? '');
  if (isZero) return refuse({ kind: 'zero' });
  if (negative) return refuse({ kind: 'negative' });
  if (fraction !== undefined) return refuse({ kind: 'fractional' });
  const digits = whole.replace(/^0+/, '');
  if (digits.length > maxDigits) return refuse({ kind: 'tooLong' });
  const amount = BigInt(digits);
  const needed = amount * limits.costPerUnit;
  if (needed > limits.balance) return refuse({ kind: 'aboveBalance', needed, balance: limits.balance });
  if (limits.dailyLimit && amount > limits.dailyLimit.left) return refuse({ kind: 'aboveLimit', left: limits.dailyLimit.left, limit: limits.dailyLimit.limit });
  return { ok: true, amount };
}
