import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatUnits } from './format-units.ts';

describe('formatUnits', () => {
  it.each([
    [0n, 18, '0'],
    [1n, 18, '0.000000000000000001'],
    [1_000_000_000_000_000_000n, 18, '1'],
    [1_500_000_000_000_000_000n, 18, '1.5'],
    [123_456_789_000_000_000_000_000n, 18, '123456.789'],
    [10n, 1, '1'],
    [12345n, 0, '12345'],
    [-1_250_000n, 6, '-1.25'],
    // Beyond Number's precision: exact digits, no rounding.
    [9_007_199_254_740_993_000_000_000_123n, 18, '9007199254.740993000000000123'],
  ])('%s with %i decimals is %s', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected);
  });

  it('round-trips through the digits for any amount and decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 36 }), (value, decimals) => {
        const [whole = '', fraction = ''] = formatUnits(value, decimals).split('.');
        expect(fraction.endsWith('0')).toBe(false);
        expect(BigInt(whole + fraction.padEnd(decimals, '0'))).toBe(value);
      }),
    );
  });
});
