import { describe, expect, it } from 'vitest';
import { formatTokenAmount } from './format-token-amount.ts';

describe('formatTokenAmount', () => {
  it('groups the integer part for English', () => {
    expect(formatTokenAmount('10000', 'en')).toBe('10,000');
    expect(formatTokenAmount('1234567.5', 'en')).toBe('1,234,567.5');
    expect(formatTokenAmount('999', 'en')).toBe('999');
    expect(formatTokenAmount('0', 'en')).toBe('0');
    expect(formatTokenAmount('0.000000000000000001', 'en')).toBe('0.000000000000000001');
  });

  it('groups and separates the way Spanish does (no group for four digits, comma for decimals)', () => {
    expect(formatTokenAmount('10000', 'es')).toBe('10.000');
    expect(formatTokenAmount('1234', 'es')).toBe('1234');
    expect(formatTokenAmount('1234567.25', 'es')).toBe('1.234.567,25');
  });

  it('keeps every fractional digit exactly, however many', () => {
    const fraction = '123456789012345678901234567890123456789';
    expect(formatTokenAmount(`1.${fraction}`, 'en')).toBe(`1.${fraction}`);
    // A float would print 0.30000000000000004 or round 18 decimals away.
    expect(formatTokenAmount('0.300000000000000001', 'en')).toBe('0.300000000000000001');
    expect(formatTokenAmount('9007199254740993.000000000000000007', 'en')).toBe('9,007,199,254,740,993.000000000000000007');
  });

  it('keeps huge integers exact (beyond Number.MAX_SAFE_INTEGER and beyond 1e21)', () => {
    expect(formatTokenAmount('9007199254740993', 'en')).toBe('9,007,199,254,740,993');
    const huge = '123456789012345678901234567890';
    expect(formatTokenAmount(huge, 'en')).toBe('123,456,789,012,345,678,901,234,567,890');
    expect(formatTokenAmount(`${huge}.5`, 'es')).toBe('123.456.789.012.345.678.901.234.567.890,5');
  });

  it('formats what wallet-core produces for 18 decimals without losing a wei', () => {
    // A balance's `formatted` as wallet-core gives it: 10 000 CORE and 1 wei, then 2^256 - 1 wei.
    expect(formatTokenAmount('10000.000000000000000001', 'en')).toBe('10,000.000000000000000001');
    expect(formatTokenAmount('115792089237316195423570985008687907853269984665640564039457.584007913129639935', 'en')).toBe(
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457.584007913129639935',
    );
  });

  it('handles a sign, regional language tags and unknown tags', () => {
    expect(formatTokenAmount('-1500.25', 'en')).toBe('-1,500.25');
    expect(formatTokenAmount('-0.0', 'en')).toBe('0.0');
    expect(formatTokenAmount('10000', 'en-US')).toBe('10,000');
    expect(formatTokenAmount('10000', 'not a language!')).toBe('10,000');
  });

  it('returns anything that is not a plain decimal amount unchanged', () => {
    for (const odd of ['', '1e21', '1,000', '.5', '5.', 'NaN', '0x10', ' 12']) expect(formatTokenAmount(odd, 'en')).toBe(odd);
  });
});
