import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error.ts';
import { toChainId } from './to-chain-id.ts';

describe('toChainId', () => {
  it('normalises hex in any case and positive integers to lowercase hex without leading zeros', () => {
    expect(toChainId(1116)).toBe('0x45c');
    expect(toChainId('0x45C')).toBe('0x45c');
    expect(toChainId('0X45c')).toBe('0x45c');
    expect(toChainId('0x00045c')).toBe('0x45c');
    expect(toChainId(1)).toBe('0x1');
    expect(toChainId('0x63564C40')).toBe('0x63564c40');
    expect(toChainId(Number.MAX_SAFE_INTEGER)).toBe('0x1fffffffffffff');
  });

  it('refuses every other value with a ValidationError naming it', () => {
    const cases: [unknown, string][] = [
      [1.5, 'Invalid chain id: 1.5 must be a non-zero 0x-prefixed hex string or a positive safe integer'],
      [0, 'Invalid chain id: 0 must be a non-zero 0x-prefixed hex string or a positive safe integer'],
      [-1, 'Invalid chain id: -1 must be a non-zero 0x-prefixed hex string or a positive safe integer'],
      [Number.NaN, 'Invalid chain id: NaN must be a non-zero 0x-prefixed hex string or a positive safe integer'],
      [2 ** 53, 'Invalid chain id: 9007199254740992 must be a non-zero 0x-prefixed hex string or a positive safe integer'],
      ['0x', 'Invalid chain id: "0x" must be a non-zero 0x-prefixed hex string or a positive safe integer'],
      ['0x000', 'Invalid chain id: "0x000" must be a non-zero 0x-prefixed hex string or a positive safe integer'],
      ['1116', 'Invalid chain id: "1116" must be a non-zero 0x-prefixed hex string or a positive safe integer'],
      ['0xzz', 'Invalid chain id: "0xzz" must be a non-zero 0x-prefixed hex string or a positive safe integer'],
      [' 0x1', 'Invalid chain id: " 0x1" must be a non-zero 0x-prefixed hex string or a positive safe integer'],
      [null, 'Invalid chain id: null must be a non-zero 0x-prefixed hex string or a positive safe integer'],
      [1n, 'Invalid chain id: 1n must be a non-zero 0x-prefixed hex string or a positive safe integer'],
    ];
    for (const [value, message] of cases) {
      const call = () => toChainId(value as string);
      expect(call).toThrow(ValidationError);
      expect(call).toThrow(message);
    }
  });

  it('round-trips every positive safe integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        const chainId = toChainId(id);
        expect(chainId).toMatch(/^0x[1-9a-f][0-9a-f]*$/);
        expect(Number(chainId)).toBe(id);
        expect(toChainId(chainId)).toBe(chainId);
      }),
    );
  });

  it('gives one id for the decimal, upper-case and zero-padded forms of a value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.nat({ max: 8 }), (id, zeros) => {
        const hex = id.toString(16);
        const forms = [id, `0x${hex}`, `0X${hex.toUpperCase()}`, `0x${'0'.repeat(zeros)}${hex}`];
        expect(new Set(forms.map((form) => toChainId(form))).size).toBe(1);
      }),
    );
  });

  it('refuses every non-positive or fractional number', () => {
    const badNumber = fc.oneof(
      fc.integer({ min: Number.MIN_SAFE_INTEGER, max: 0 }),
      fc.double().filter((value) => !Number.isSafeInteger(value)),
    );
    fc.assert(
      fc.property(badNumber, (value) => {
        expect(() => toChainId(value)).toThrow(ValidationError);
      }),
    );
  });
});
