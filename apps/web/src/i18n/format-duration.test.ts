import { describe, expect, it } from 'vitest';
import { supportedLanguages } from './languages.ts';
import { formatDuration, formatTimeUntil } from './format-duration.ts';

// The clock is the test's: every instant below is fixed here, none is read from the machine.
const now = new Date('2030-01-15T12:00:00Z');
const after = (ms: number): string => new Date(now.getTime() + ms).toISOString();

describe('formatDuration', () => {
  it('writes hours and minutes in words, rounded up to the minute, joined as each language joins two things', () => {
    expect(formatDuration(3600_000 + 58 * 60_000 + 56_000, 'en')).toBe('1 hour and 59 minutes');
    expect(formatDuration(3600_000 + 58 * 60_000 + 56_000, 'es')).toBe('1 hora y 59 minutos');
    expect(formatDuration(2 * 3600_000, 'en')).toBe('2 hours');
    expect(formatDuration(179_001, 'en')).toBe('3 minutes');
    expect(formatDuration(60_000, 'es')).toBe('1 minuto');
  });

  it('writes days and hours from a day on, the hours rounded up: never three units, never "and" twice', () => {
    const day = 86_400_000;
    const weekEnd = 6 * day + 9 * 3600_000 + 16 * 60_000;
    expect(formatDuration(weekEnd, 'en')).toBe('6 days and 10 hours');
    expect(formatDuration(weekEnd, 'es')).toBe('6 días y 10 horas');
    expect(formatDuration(day, 'en')).toBe('1 day');
    expect(formatDuration(day - 30_000, 'es')).toBe('1 día');
    expect(formatDuration(day + 1, 'en')).toBe('1 day and 1 hour');
    expect(formatDuration(2 * day + 23 * 3600_000 + 1, 'en')).toBe('3 days');
    expect(formatDuration(day - 60_000, 'en')).toBe('23 hours and 59 minutes');
  });

  it('writes seconds under a minute', () => {
    expect(formatDuration(45_000, 'en')).toBe('45 seconds');
    expect(formatDuration(500, 'es')).toBe('1 segundo');
    expect(formatDuration(0, 'en')).toBe('0 seconds');
    expect(formatDuration(59_001, 'en')).toBe('1 minute');
  });

  it('falls back to English for a tag it cannot read', () => {
    expect(formatDuration(61_000, 'not a language tag!')).toBe('2 minutes');
  });

  it('writes one style in every shipped language: the same units, never an abbreviation', () => {
    for (const language of supportedLanguages) {
      const text = formatDuration(3600_000 + 60_000, language);
      expect(text, language).toMatch(/^1 \p{L}+.* 1 \p{L}+$/u);
      expect(text, language).not.toMatch(/\b(hr|min|sec|h|s)\b/u);
    }
  });
});

describe('formatTimeUntil', () => {
  it('is the duration from the given now to the instant', () => {
    expect(formatTimeUntil(after(90 * 60_000), now, 'en')).toBe('1 hour and 30 minutes');
    expect(formatTimeUntil(after(1000), now, 'es')).toBe('1 segundo');
  });

  it('is null for a past or unreadable instant', () => {
    expect(formatTimeUntil(after(-1), now, 'en')).toBeNull();
    expect(formatTimeUntil(after(0), now, 'en')).toBeNull();
    expect(formatTimeUntil('soon', now, 'en')).toBeNull();
  });
});
