import { InvalidHexBooleanError } from '../errors/hex-errors.ts';
import { assertSize } from './assert-size.ts';
import type { Hex, HexToBoolOptions } from './types.ts';

/** Drops leading zero digits but keeps one digit, and pads to whole bytes: `0x0001` → `0x01`. */
function trimLeadingZeros(hex: string): string {
  const digits = hex.replace('0x', '');
  let zeros = 0;
  while (zeros < digits.length - 1 && digits[zeros] === '0') zeros += 1;
  const kept = digits.slice(zeros);
  return `0x${kept.length % 2 === 1 ? `0${kept}` : kept}`;
}

/**
 * Reads a hex string as a boolean: any zero-padded `0x0` is false, any zero-padded `0x1` is true,
 * everything else throws `InvalidHexBooleanError`. With `size`, a longer value throws
 * `SizeOverflowError`.
 */
export function hexToBool(hex: Hex, options: HexToBoolOptions = {}): boolean {
  let value: string = hex;
  if (options.size) {
    assertSize(hex, options.size);
    value = trimLeadingZeros(hex);
  }
  const trimmed = trimLeadingZeros(value);
  if (trimmed === '0x00') return false;
  if (trimmed === '0x01') return true;
  throw new InvalidHexBooleanError(value);
}
