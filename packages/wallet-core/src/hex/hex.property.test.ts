import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IntegerOutOfRangeError, InvalidHexBooleanError, SizeOverflowError } from '../errors/hex-errors.ts';
import { hexToBigInt } from './hex-to-big-int.ts';
import { hexToBool } from './hex-to-bool.ts';
import { hexToNumber } from './hex-to-number.ts';
import { isHex } from './is-hex.ts';
import { numberToHex } from './number-to-hex.ts';
import { size } from './size.ts';

/** A byte size together with a value that fits it, signed or unsigned. */
const sizedValue = fc.integer({ min: 1, max: 64 }).chain((bytes) => {
  const bits = BigInt(bytes) * 8n;
  return fc.oneof(
    fc.record({ size: fc.constant(bytes), signed: fc.constant(false), value: fc.bigInt({ min: 0n, max: (1n << bits) - 1n }) }),
    fc.record({
      size: fc.constant(bytes),
      signed: fc.constant(true),
      value: fc.bigInt({ min: -(1n << (bits - 1n)), max: (1n << (bits - 1n)) - 1n }),
    }),
  );
});

const hexDigits = fc.string({ unit: fc.constantFrom(...Array.from('0123456789abcdefABCDEF')), maxLength: 80 });

describe('hex properties', () => {
  it('numberToHex → hexToBigInt round-trips every value that fits its size, signed or not', () => {
    fc.assert(
      fc.property(sizedValue, ({ size: bytes, signed, value }) => {
        const hex = numberToHex(value, { size: bytes, signed });
        expect(size(hex)).toBe(bytes);
        expect(hex).toMatch(/^0x[0-9a-f]*$/);
        expect(hexToBigInt(hex, { size: bytes, signed })).toBe(value);
      }),
    );
  });

  it('numberToHex → hexToNumber round-trips every safe integer that fits its size', () => {
    fc.assert(
      fc.property(sizedValue, ({ size: bytes, signed, value }) => {
        fc.pre(value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER));
        expect(hexToNumber(numberToHex(Number(value), { size: bytes, signed }), { size: bytes, signed })).toBe(Number(value));
      }),
    );
  });

  it('numberToHex → hexToNumber round-trips every non-negative safe integer without a size', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (value) => {
        const hex = numberToHex(value);
        expect(hex).toBe(`0x${value.toString(16)}`);
        expect(hexToNumber(hex)).toBe(value);
      }),
    );
  });

  it('numberToHex refuses every value just outside the range of its size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 }), fc.boolean(), fc.boolean(), (bytes, signed, above) => {
        const bits = BigInt(bytes) * 8n;
        const max = signed ? (1n << (bits - 1n)) - 1n : (1n << bits) - 1n;
        const min = signed ? -max - 1n : 0n;
        expect(() => numberToHex(above ? max + 1n : min - 1n, { size: bytes, signed })).toThrow(IntegerOutOfRangeError);
      }),
    );
  });

  it('hexToNumber throws instead of rounding every value beyond the safe range', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: BigInt(Number.MAX_SAFE_INTEGER) + 1n, max: 2n ** 256n }), (value) => {
        expect(() => hexToNumber(`0x${value.toString(16)}`)).toThrow(IntegerOutOfRangeError);
      }),
    );
  });

  it('hexToBigInt agrees with BigInt for any hex digits, and size is enforced', () => {
    fc.assert(
      fc.property(hexDigits.filter((digits) => digits !== ''), fc.integer({ min: 1, max: 40 }), (digits, bytes) => {
        const hex = `0x${digits}` as const;
        expect(isHex(hex)).toBe(true);
        if (size(hex) > bytes) expect(() => hexToBigInt(hex, { size: bytes })).toThrow(SizeOverflowError);
        else expect(hexToBigInt(hex, { size: bytes })).toBe(BigInt(hex));
      }),
    );
  });

  it('hexToBool answers only for zero and one, however padded', () => {
    fc.assert(
      fc.property(hexDigits, (digits) => {
        const hex = `0x${digits}` as const;
        const value = digits === '' ? undefined : BigInt(hex);
        if (value === 0n) expect(hexToBool(hex)).toBe(false);
        else if (value === 1n) expect(hexToBool(hex)).toBe(true);
        else expect(() => hexToBool(hex)).toThrow(InvalidHexBooleanError);
      }),
    );
    fc.assert(
      fc.property(fc.nat({ max: 64 }), fc.boolean(), (zeros, bit) => {
        expect(hexToBool(`0x${'0'.repeat(zeros)}${bit ? '1' : '0'}`)).toBe(bit);
      }),
    );
  });
});
