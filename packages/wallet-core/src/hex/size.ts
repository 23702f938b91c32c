import { isHex } from './is-hex.ts';
import type { ByteArray, Hex } from './types.ts';

/** Size in bytes of a hex string (an odd digit counts as a whole byte) or of a byte array. */
export function size(value: Hex | ByteArray): number {
  if (isHex(value, { strict: false })) return Math.ceil((value.length - 2) / 2);
  return value.length;
}
