import { describe, expect, it } from 'vitest';
import { InvalidHexValueError, SizeOverflowError } from '../errors/hex-errors.ts';
import { hexToBigInt } from './hex-to-big-int.ts';

describe('hexToBigInt', () => {
  it('reads unsigned values of any length', () => {
    expect(hexToBigInt('0x0')).toBe(0n);
    expect(hexToBigInt('0x1a4')).toBe(420n);
    expect(hexToBigInt('0xFF')).toBe(255n);
    expect(hexToBigInt(`0x${'ff'.repeat(32)}`)).toBe(2n ** 256n - 1n);
  });

  it('reads signed values as two’s complement over the width of the hex itself', () => {
    expect(hexToBigInt('0x7f', { signed: true })).toBe(127n);
    expect(hexToBigInt('0x80', { signed: true })).toBe(-128n);
    expect(hexToBigInt('0xff', { signed: true })).toBe(-1n);
    expect(hexToBigInt('0x00ff', { signed: true })).toBe(255n);
    expect(hexToBigInt('0xf', { signed: true })).toBe(15n);
    expect(hexToBigInt('0x1a4', { signed: true })).toBe(420n);
    expect(hexToBigInt(`0x${'ff'.repeat(32)}`, { signed: true })).toBe(-1n);
    // The declared size does not widen the value: width comes from the string, as in viem.
    expect(hexToBigInt('0xff', { signed: true, size: 32 })).toBe(-1n);
  });

  it('checks size before reading', () => {
    expect(hexToBigInt(`0x${'00'.repeat(31)}01`, { size: 32 })).toBe(1n);
    expect(() => hexToBigInt('0x010203', { size: 2 })).toThrow(SizeOverflowError);
    expect(() => hexToBigInt('0x010203', { size: 2 })).toThrow('Size cannot exceed 2 bytes. Given size: 3 bytes.');
  });

  it('throws InvalidHexValueError for strings that are not hex numbers', () => {
    expect(() => hexToBigInt('0x')).toThrow(InvalidHexValueError);
    expect(() => hexToBigInt('0x')).toThrow('Hex value "0x" is not a valid hex number.');
    expect(() => hexToBigInt('0xzz')).toThrow('Hex value "0xzz" is not a valid hex number.');
  });
});
