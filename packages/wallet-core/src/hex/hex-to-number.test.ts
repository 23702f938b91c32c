import { describe, expect, it } from 'vitest';
import { IntegerOutOfRangeError, SizeOverflowError } from '../errors/hex-errors.ts';
import { hexToNumber } from './hex-to-number.ts';

describe('hexToNumber', () => {
  it('reads unsigned and signed values', () => {
    expect(hexToNumber('0x1a4')).toBe(420);
    expect(hexToNumber('0x45c')).toBe(1116);
    expect(hexToNumber('0x80', { signed: true })).toBe(-128);
    expect(hexToNumber('0x1fffffffffffff')).toBe(Number.MAX_SAFE_INTEGER);
    expect(hexToNumber('0xffe0000000000001', { signed: true })).toBe(Number.MIN_SAFE_INTEGER);
  });

  it('refuses results outside the safe integer range instead of rounding them', () => {
    expect(() => hexToNumber('0x20000000000000')).toThrow(IntegerOutOfRangeError);
    expect(() => hexToNumber('0x20000000000000')).toThrow(
      'Number "9007199254740992n" is not in safe integer range (-9007199254740991 to 9007199254740991)',
    );
    expect(() => hexToNumber('0xffe0000000000000', { signed: true })).toThrow(
      'Number "-9007199254740992n" is not in safe integer range (-9007199254740991 to 9007199254740991)',
    );
    expect(() => hexToNumber(`0x${'ff'.repeat(32)}`, { size: 32 })).toThrow(
      `Number "${2n ** 256n - 1n}n" is not in safe 256-bit unsigned integer range (-9007199254740991 to 9007199254740991)`,
    );
  });

  it('checks size', () => {
    expect(() => hexToNumber('0x0102', { size: 1 })).toThrow(SizeOverflowError);
  });
});
