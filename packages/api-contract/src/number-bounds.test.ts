import { describe, expect, it } from 'vitest';
import { bigintMax, positiveBigintDecimal, positiveDecimalUpTo } from './number-bounds.ts';

const matcher = (source: string): RegExp => new RegExp(`^${source}$`, 'u');

describe('positiveDecimalUpTo', () => {
  it('matches exactly the decimals from 1 to max (every max to 250, and some with 3 and 4 digits)', () => {
    const mistakes: string[] = [];
    for (const max of [...Array.from({ length: 250 }, (_, index) => index + 1), 999, 1000, 1001, 1234, 2099, 3000, 9010]) {
      const pattern = matcher(positiveDecimalUpTo(BigInt(max)));
      for (let n = 0; n <= 10_100; n += 1) if (pattern.test(String(n)) !== (n >= 1 && n <= max)) mistakes.push(`${n} against 1..${max}`);
    }
    expect(mistakes).toEqual([]);
  });

  it('refuses a sign, leading zeros and anything but digits', () => {
    const pattern = matcher(positiveDecimalUpTo(1000n));
    for (const text of ['+1', '-1', '01', '007', '1.0', '1e3', ' 1', '']) expect(pattern.test(text), text).toBe(false);
  });

  it("holds PostgreSQL's bigint: 9223372036854775807 and nothing past it", () => {
    const pattern = matcher(positiveBigintDecimal);
    for (const inside of [1n, 9_007_199_254_740_993n, 999_999_999_999_999_999n, bigintMax - 1n, bigintMax, 9_199_999_999_999_999_999n]) expect(pattern.test(inside.toString()), inside.toString()).toBe(true);
    for (const past of [bigintMax + 1n, 9_223_372_036_854_775_810n, 9_300_000_000_000_000_000n, 9_999_999_999_999_999_999n, 10n ** 19n, 2n ** 64n, 10n ** 30n]) {
      expect(pattern.test(past.toString()), past.toString()).toBe(false);
    }
  });
});
