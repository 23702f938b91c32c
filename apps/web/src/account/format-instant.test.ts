import { describe, expect, it } from 'vitest';
import { formatInstant } from './format-instant.ts';

describe('formatInstant', () => {
  it('reads as a date in the visitor language, with the time when asked', () => {
    expect(formatInstant('2026-03-04T17:05:00.000Z', 'en', { timeZone: 'UTC' })).toBe('Mar 4, 2026');
    expect(formatInstant('2026-03-04T17:05:00.000Z', 'es', { timeZone: 'UTC' })).toBe('4 mar 2026');
    expect(formatInstant('2026-03-04T17:05:00.000Z', 'en', { withTime: true, timeZone: 'UTC' })).toMatch(/^Mar 4, 2026, 5:05\sPM$/);
  });

  it('gives back what it cannot read', () => {
    expect(formatInstant('not a date', 'en')).toBe('not a date');
  });
});
