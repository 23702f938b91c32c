import { SizeOverflowError } from '../errors/hex-errors.ts';
import { size } from './size.ts';
import type { ByteArray, Hex } from './types.ts';

/** Throws `SizeOverflowError` when the value is larger than `maxSize` bytes. */
export function assertSize(value: Hex | ByteArray, maxSize: number): void {
  const givenSize = size(value);
  if (givenSize > maxSize) throw new SizeOverflowError({ givenSize, maxSize });
}
