import { describe, expect, it } from 'vitest';
import { formatSignedAmount } from './signed-amount.ts';

describe('formatSignedAmount', () => {
  it('shows the direction and groups digits as the language does, exactly', () => {
    expect(formatSignedAmount('1000', 'en')).toBe('+1,000');
    expect(formatSignedAmount('-5', 'en')).toBe('-5');
    expect(formatSignedAmount('0', 'en')).toBe('0');
    expect(formatSignedAmount('9223372036854775807', 'en')).toBe('+9,223,372,036,854,775,807');
    expect(formatSignedAmount('-1234567', 'es')).toBe('-1.234.567');
  });

  it('leaves anything that is not an amount as it came', () => {
    expect(formatSignedAmount('<b>1</b>', 'en')).toBe('<b>1</b>');
  });
});
