import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount.ts';

describe('formatAmount', () => {
  it('groups digits in the reader language, exactly, beyond 2^53', () => {
    expect(formatAmount('12500', 'en')).toBe('12,500');
    expect(formatAmount('12500', 'es')).toMatch(/^12.?500$/);
    expect(formatAmount('999999999999999999', 'en')).toBe('999,999,999,999,999,999');
    expect(formatAmount(7n, 'en')).toBe('7');
    expect(formatAmount('-40', 'en')).toBe('-40');
  });

  it('leaves text that is not a whole number as it came', () => {
    expect(formatAmount('1.5', 'en')).toBe('1.5');
    expect(formatAmount('<b>', 'en')).toBe('<b>');
  });
});
