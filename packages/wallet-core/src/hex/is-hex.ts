import type { Hex, IsHexOptions } from './types.ts';

/**
 * Whether `value` is a `0x`-prefixed hex string. `0x` alone counts (it is empty data).
 * With `strict: false` only the prefix is checked; with `even: true` whole bytes are required.
 */
export function isHex(value: unknown, { strict = true, even = false }: IsHexOptions = {}): value is Hex {
  if (typeof value !== 'string' || value === '') return false;
  if (even && value.length % 2 !== 0) return false;
  return strict ? /^0x[0-9a-fA-F]*$/.test(value) : value.startsWith('0x');
}
