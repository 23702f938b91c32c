import { describe, expect, it } from 'vitest';
import { checkAmount, type AmountLimits } from './check-amount.ts';

const plenty: AmountLimits = { costPerUnit: 1n, balance: 10n ** 30n };
const kindOf = (typed: string, limits: AmountLimits = plenty): string => {
  const check = checkAmount(typed, limits);
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

  it('names each problem', () => {
    expect(kindOf('')).toBe('empty');
    expect(kindOf('   ')).toBe('empty');
    expect(kindOf('0')).toBe('zero');
    expect(kindOf('000')).toBe('zero');
    expect(kindOf('0.0')).toBe('zero');
    expect(kindOf('-0')).toBe('zero');
    expect(kindOf('-1')).toBe('negative');
    expect(kindOf('−3')).toBe('negative');
    expect(kindOf('1.5')).toBe('fractional');
    expect(kindOf('2,5')).toBe('fractional');
    expect(kindOf('3.')).toBe('fractional');
    expect(kindOf('-1.5')).toBe('negative');
    for (const typed of ['ten', '1e3', '0x10', '1 000', '.', '-', '12abc', 'Infinity', 'NaN', '<b>1</b>']) expect(kindOf(typed), typed).toBe('notNumber');
    expect(kindOf('1234567890123456789')).toBe('tooLong');
  });

  it('compares the cost with the balance, then the amount with what is left today', () => {
    const gold: AmountLimits = { costPerUnit: 1000n, balance: 5_500n, dailyLimit: { left: 4n, limit: 50n } };
    expect(checkAmount('4', gold)).toEqual({ ok: true, amount: 4n });
    expect(checkAmount('5', gold)).toEqual({ ok: false, problem: { kind: 'aboveLimit', left: 4n, limit: 50n } });
    expect(checkAmount('6', gold)).toEqual({ ok: false, problem: { kind: 'aboveBalance', needed: 6_000n, balance: 5_500n } });
    expect(checkAmount('1', { costPerUnit: 1n, balance: 0n })).toEqual({ ok: false, problem: { kind: 'aboveBalance', needed: 1n, balance: 0n } });
    expect(checkAmount('1', { costPerUnit: 1n, balance: 9n, dailyLimit: { left: 0n, limit: 50n } })).toEqual({ ok: false, problem: { kind: 'aboveLimit', left: 0n, limit: 50n } });
  });
});
