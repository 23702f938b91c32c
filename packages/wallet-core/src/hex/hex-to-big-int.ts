import { InvalidHexValueError } from '../errors/hex-errors.ts';
import { assertSize } from './assert-size.ts';
import type { Hex, HexToBigIntOptions } from './types.ts';

function parseHex(hex: Hex): bigint {
  try {
    return BigInt(hex);
  } catch (cause) {
    throw new InvalidHexValueError(hex, { cause });
  }
}

/**
 * Reads a hex string as a bigint. With `signed`, the value is two's complement over the width of
 * the hex string itself (`0xff` → -1n). With `size`, a longer value throws `SizeOverflowError`.
 */
export function hexToBigInt(hex: Hex, options: HexToBigIntOptions = {}): bigint {
  if (options.size) assertSize(hex, options.size);
  const value = parseHex(hex);
  if (!options.signed) return value;

  const bits = BigInt(Math.ceil((hex.length - 2) / 2)) * 8n;
  const max = (1n << (bits - 1n)) - 1n;
  return value <= max ? value : value - (1n << bits);
}
