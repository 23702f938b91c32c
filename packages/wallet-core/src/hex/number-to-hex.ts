import { WalletCoreError } from '../errors/base-error.ts';
import { IntegerOutOfRangeError, InvalidIntegerError } from '../errors/hex-errors.ts';
import type { Hex, NumberToHexOptions } from './types.ts';

function toBigInt(value: number | bigint): bigint {
  try {
    return BigInt(value);
  } catch (cause) {
    throw new InvalidIntegerError(value as number, { cause });
  }
}

/**
 * Encodes an integer as hex. Without `size`, a number must be a non-negative safe integer and a
 * bigint non-negative. With `size`, the value must fit that many bytes (unsigned, or two's
 * complement with `signed`) and the result is left-padded to exactly `size` bytes.
 */
export function numberToHex(value: number | bigint, options: NumberToHexOptions = {}): Hex {
  const { signed, size } = options;
  const integer = toBigInt(value);

  let max: bigint | undefined;
  if (size) max = signed ? (1n << (BigInt(size) * 8n - 1n)) - 1n : (1n << (BigInt(size) * 8n)) - 1n;
  else if (typeof value === 'number') max = BigInt(Number.MAX_SAFE_INTEGER);
  const min = max !== undefined && signed ? -max - 1n : 0n;

  if ((max !== undefined && integer > max) || integer < min) {
    const suffix = typeof value === 'bigint' ? 'n' : '';
    throw new IntegerOutOfRangeError({
      value: `${value}${suffix}`,
      min: `${min}${suffix}`,
      max: max === undefined ? undefined : `${max}${suffix}`,
      signed,
      size,
    });
  }

  let encoded = integer;
  if (signed && integer < 0n) {
    if (!size) throw new WalletCoreError('A negative number needs a size to be encoded as signed hex.');
    encoded = (1n << (BigInt(size) * 8n)) + integer;
  }
  const digits = encoded.toString(16);
  return `0x${size ? digits.padStart(size * 2, '0') : digits}`;
}
