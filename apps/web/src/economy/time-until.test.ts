import { describe, expect, it } from 'vitest';
import { timeUntil } from './time-until.ts';

describe('timeUntil', () => {
  const now = new Date('2026-05-03T12:00:00Z');
  it('says hours and minutes, rounded up to the minute', () => {
    expect(timeUntil('2026-05-03T13:30:00Z', now, 'en')).toBe('1 hour 30 minutes');
    expect(timeUntil('2026-05-03T12:00:01Z', now, 'en')).toBe('1 minute');
    expect(timeUntil('2026-05-03T14:00:00Z', now, 'en')).toBe('2 hours');
    expect(timeUntil('2026-05-03T12:03:00Z', now, 'es')).toBe('3 minutos');
  });

  it('is null for a past or unreadable moment', () => {
    expect(timeUntil('2026-05-03T11:00:00Z', now, 'en')).toBeNull();
    expect(timeUntil('soon', now, 'en')).toBeNull();
  });
});
