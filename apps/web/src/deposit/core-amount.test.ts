import { describe, expect, it } from 'vitest';
import { goldCoinsForWei, parseCoreAmount, weiToCore } from './core-amount.ts';

const minWei = 10n ** 16n; // 0.01 CORE

describe('parseCoreAmount', () => {
  it('turns decimal CORE into exact wei', () => {
    expect(parseCoreAmount('1', minWei)).toEqual({ ok: true, wei: 10n ** 18n });
    expect(parseCoreAmount('0.01', minWei)).toEqual({ ok: true, wei: 10n ** 16n });
    expect(parseCoreAmount(' 2.5 ', minWei)).toEqual({ ok: true, wei: 25n * 10n ** 17n });
    expect(parseCoreAmount('.5', minWei)).toEqual({ ok: true, wei: 5n * 10n ** 17n });
    expect(parseCoreAmount('3.', minWei)).toEqual({ ok: true, wei: 3n * 10n ** 18n });
    expect(parseCoreAmount('0,25', minWei)).toEqual({ ok: true, wei: 25n * 10n ** 16n });
    expect(parseCoreAmount('1.000000000000000001', minWei)).toEqual({ ok: true, wei: 10n ** 18n + 1n });
    expect(parseCoreAmount('999999999999.999999999999999999', minWei)).toEqual({ ok: true, wei: 10n ** 30n - 1n });
  });

  it('names what is wrong', () => {
    expect(parseCoreAmount('', minWei)).toEqual({ ok: false, problem: 'empty' });
    expect(parseCoreAmount('   ', minWei)).toEqual({ ok: false, problem: 'empty' });
    expect(parseCoreAmount('abc', minWei)).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseCoreAmount('1e18', minWei)).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseCoreAmount('1.2.3', minWei)).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseCoreAmount('0x10', minWei)).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseCoreAmount('.', minWei)).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseCoreAmount('+1', minWei)).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseCoreAmount('Infinity', minWei)).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseCoreAmount('-1', minWei)).toEqual({ ok: false, problem: 'notPositive' });
    expect(parseCoreAmount('0', minWei)).toEqual({ ok: false, problem: 'notPositive' });
    expect(parseCoreAmount('0.000', minWei)).toEqual({ ok: false, problem: 'notPositive' });
    expect(parseCoreAmount('0.0000000000000000001', minWei)).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(parseCoreAmount('0.009', minWei)).toEqual({ ok: false, problem: 'belowMinimum' });
    expect(parseCoreAmount('1000000000000', minWei)).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('reads back, exactly, any wei amount written as CORE text', () => {
    // Every digit count from 1 to 30, with ones, nines and a mixed pattern: each decimal position is exercised.
    const samples = Array.from({ length: 30 }, (_, index) => index + 1).flatMap((digits) => [
      BigInt('1'.padEnd(digits, '0')),
      BigInt('9'.repeat(digits)),
      BigInt('1234567890'.repeat(3).slice(0, digits)),
    ]);
    for (const wei of samples) expect(parseCoreAmount(weiToCore(wei), 1n)).toEqual({ ok: true, wei });
  });
});

describe('goldCoinsForWei', () => {
  it('rounds down as the server does', () => {
    expect(goldCoinsForWei(10n ** 16n, 100n)).toBe(1n);
    expect(goldCoinsForWei(10n ** 18n, 100n)).toBe(100n);
    expect(goldCoinsForWei(19_999_999_999_999_999n, 100n)).toBe(1n);
    expect(goldCoinsForWei(123n * 10n ** 30n, 1_000_000_000n)).toBe(123n * 10n ** 21n);
  });
});
