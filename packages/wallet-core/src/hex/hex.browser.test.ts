import { describe, expect, it } from 'vitest';
import { IntegerOutOfRangeError } from '../errors/hex-errors.ts';
import { hexToBigInt } from './hex-to-big-int.ts';
import { hexToNumber } from './hex-to-number.ts';
import { numberToHex } from './number-to-hex.ts';

describe('hex in Chromium', () => {
  it('round-trips signed values and refuses unsafe numbers', () => {
    expect(numberToHex(-2n, { signed: true, size: 8 })).toBe('0xfffffffffffffffe');
    expect(hexToBigInt('0xfffffffffffffffe', { signed: true })).toBe(-2n);
    expect(hexToNumber(numberToHex(1116))).toBe(1116);
    expect(() => hexToNumber('0x20000000000000')).toThrow(IntegerOutOfRangeError);
  });
});
