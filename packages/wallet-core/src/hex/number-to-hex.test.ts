import { describe, expect, it } from 'vitest';
import { WalletCoreError } from '../errors/base-error.ts';
import { IntegerOutOfRangeError, InvalidIntegerError } from '../errors/hex-errors.ts';
import { numberToHex } from './number-to-hex.ts';

describe('numberToHex', () => {
  it('encodes numbers and bigints as minimal lowercase hex', () => {
    expect(numberToHex(0)).toBe('0x0');
    expect(numberToHex(420)).toBe('0x1a4');
    expect(numberToHex(1116)).toBe('0x45c');
    expect(numberToHex(Number.MAX_SAFE_INTEGER)).toBe('0x1fffffffffffff');
    expect(numberToHex(2n ** 64n)).toBe('0x10000000000000000');
  });

  it('pads to size', () => {
    expect(numberToHex(420, { size: 32 })).toBe(`0x${'0'.repeat(61)}1a4`);
    expect(numberToHex(255, { size: 1 })).toBe('0xff');
    expect(numberToHex(0, { size: 2 })).toBe('0x0000');
  });

  it('encodes negative values as two’s complement in size bytes', () => {
    expect(numberToHex(-1, { signed: true, size: 1 })).toBe('0xff');
    expect(numberToHex(-128, { signed: true, size: 1 })).toBe('0x80');
    expect(numberToHex(127, { signed: true, size: 1 })).toBe('0x7f');
    expect(numberToHex(-1n, { signed: true, size: 32 })).toBe(`0x${'ff'.repeat(32)}`);
  });

  it('refuses numbers outside the safe range, and negatives, without a size', () => {
    expect(() => numberToHex(Number.MAX_SAFE_INTEGER + 1)).toThrow(IntegerOutOfRangeError);
    expect(() => numberToHex(Number.MAX_SAFE_INTEGER + 1)).toThrow(
      'Number "9007199254740992" is not in safe integer range (0 to 9007199254740991)',
    );
    expect(() => numberToHex(-1)).toThrow('Number "-1" is not in safe integer range (0 to 9007199254740991)');
    expect(() => numberToHex(-1n)).toThrow('Number "-1n" is not in safe integer range (above 0n)');
  });

  it('refuses values outside the unsigned or signed range of the size', () => {
    expect(() => numberToHex(256, { size: 1 })).toThrow(
      'Number "256" is not in safe 8-bit unsigned integer range (0 to 255)',
    );
    expect(() => numberToHex(128, { signed: true, size: 1 })).toThrow(
      'Number "128" is not in safe 8-bit signed integer range (-128 to 127)',
    );
    expect(() => numberToHex(-129n, { signed: true, size: 1 })).toThrow(
      'Number "-129n" is not in safe 8-bit signed integer range (-128n to 127n)',
    );
    expect(() => numberToHex(2n ** 256n, { size: 32 })).toThrow(
      `Number "${2n ** 256n}n" is not in safe 256-bit unsigned integer range (0n to ${2n ** 256n - 1n}n)`,
    );
  });

  it('refuses numbers that are not integers', () => {
    for (const value of [1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => numberToHex(value)).toThrow(InvalidIntegerError);
    }
    expect(() => numberToHex(1.5)).toThrow('Number "1.5" is not an integer.');
  });

  it('refuses a signed negative without a size, which has no fixed width', () => {
    const call = () => numberToHex(-1, { signed: true } as unknown as { size: number });
    expect(call).toThrow(WalletCoreError);
    expect(call).toThrow('A negative number needs a size to be encoded as signed hex.');
  });
});
