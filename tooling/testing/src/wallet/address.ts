import type { Hex } from '../chain/types.ts';

const addressPattern = /^0x[0-9a-fA-F]{40}$/;

export function isAddress(value: unknown): value is Hex {
  return typeof value === 'string' && addressPattern.test(value);
}

/** Checks a list of accounts given by a test; throws a TypeError naming the bad entry. */
export function toAccounts(values: readonly unknown[]): Hex[] {
  return values.map((value, index) => {
    if (!isAddress(value)) throw new TypeError(`accounts[${index}] is not an address: ${String(value)}`);
    return value;
  });
}

export function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
