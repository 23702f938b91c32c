import { describe, expect, it } from 'vitest';
import { checkAmount, type AmountLimits } from './check-amount.ts';

const plenty: AmountLimits = { costPerUnit: 1n, balance: 10n ** 30n };
const kindOf = (typed: string, language = 'en', limits: AmountLimits = plenty): string => {
  const check = checkAmount(typed, limits, language);
  return check.ok ? `ok ${check.amount}` : check.problem.kind;
};

describe('checkAmount', () => {
  it('accepts whole numbers above zero, spaces around and leading zeros forgiven', () => {
    expect(kindOf('3')).toBe('ok 3');
    expect(kindOf(' 42 ')).toBe('ok 42');
    expect(kindOf('007')).toBe('ok 7');
    expect(kindOf('+5')).toBe('ok 5');
    expect(kindOf('999999999999999999')).toBe('ok 999999999999999999');
  });

  it('accepts digits grouped as the page’s language groups them, as the site writes balances', () => {
    expect(kindOf('1,000')).toBe('ok 1000');
    expect(kindOf('12,345,678')).toBe('ok 12345678');
    expect(kindOf('1.000', 'es')).toBe('ok 1000');
    expect(kindOf('10.000', 'es')).toBe('ok 10000');
    expect(kindOf('999,999,999,999,999,999')).toBe('ok 999999999999999999');
  });

  it("never reads another language's decimal as a group: a separator that is not the language's grouping is named", () => {
    expect(kindOf('1,5')).toBe('grouping');
    expect(kindOf('1,0000')).toBe('grouping');
    expect(kindOf('1,000.5')).toBe('fractional');
    expect(kindOf('1.000,5')).toBe('grouping');
    expect(kindOf('1.5', 'es')).toBe('grouping');
    expect(kindOf('1,5', 'es')).toBe('fractional');
    expect(kindOf('1.000', 'en')).toBe('fractional');
    expect(kindOf('1,000', 'es')).toBe('fractional');
    expect(kindOf('1 000')).toBe('grouping');
  });

  it('names each problem', () => {
    expect(kindOf('')).toBe('empty');
    expect(kindOf('   ')).toBe('empty');
    expect(kindOf('0')).toBe('zero');
    expect(kindOf('000')).toBe('zero');
    expect(kindOf('0.0')).toBe('zero');
    expect(kindOf('0,0', 'es')).toBe('zero');
    expect(kindOf('-0')).toBe('zero');
    expect(kindOf('-1')).toBe('negative');
    expect(kindOf('−3')).toBe('negative');
    expect(kindOf('-1,000')).toBe('negative');
    expect(kindOf('1.5')).toBe('fractional');
    expect(kindOf('2,5', 'es')).toBe('fractional');
    expect(kindOf('3.')).toBe('fractional');
    expect(kindOf('-1.5')).toBe('negative');
    for (const typed of ['ten', '1e3', '0x10', '.', '-', '12abc', 'Infinity', 'NaN', '<b>1</b>']) expect(kindOf(typed), typed).toBe('notNumber');
    expect(kindOf('1234567890123456789')).toBe('tooLong');
    expect(kindOf('1,234,567,890,123,456,789')).toBe('tooLong');
  });

  it('compares the cost with the balance, then the amount with what is left today', () => {
    const gold: AmountLimits = { costPerUnit: 1000n, balance: 5_500n, dailyLimit: { left: 4n, limit: 50n } };
    expect(checkAmount('4', gold, 'en')).toEqual({ ok: true, amount: 4n });
    expect(checkAmount('5', gold, 'en')).toEqual({ ok: false, problem: { kind: 'aboveLimit', left: 4n, limit: 50n } });
    expect(checkAmount('6', gold, 'en')).toEqual({ ok: false, problem: { kind: 'aboveBalance', needed: 6_000n, balance: 5_500n } });
    expect(checkAmount('1', { costPerUnit: 1n, balance: 0n }, 'en')).toEqual({ ok: false, problem: { kind: 'aboveBalance', needed: 1n, balance: 0n } });
    expect(checkAmount('1', { costPerUnit: 1n, balance: 9n, dailyLimit: { left: 0n, limit: 50n } }, 'en')).toEqual({ ok: false, problem: { kind: 'aboveLimit', left: 0n, limit: 50n } });
  });
});
