import { IntegerOutOfRangeError } from '../errors/hex-errors.ts';
import { hexToBigInt } from './hex-to-big-int.ts';
import type { Hex, HexToNumberOptions } from './types.ts';

/**
 * Reads a hex string as a number (options as for `hexToBigInt`). A result outside the safe
 * integer range throws `IntegerOutOfRangeError` rather than losing precision.
 */
export function hexToNumber(hex: Hex, options: HexToNumberOptions = {}): number {
  const value = hexToBigInt(hex, options);
  const number = Number(value);
  if (!Number.isSafeInteger(number)) {
    throw new IntegerOutOfRangeError({
      value: `${value}n`,
      min: `${Number.MIN_SAFE_INTEGER}`,
      max: `${Number.MAX_SAFE_INTEGER}`,
      signed: options.signed,
      size: options.size,
    });
  }
  return number;
}
