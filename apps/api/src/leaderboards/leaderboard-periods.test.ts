import { describe, expect, it } from 'vitest';
import { periodAt } from './leaderboard-periods.ts';

describe('leaderboard periods (UTC)', () => {
  it('starts a week on Monday 00:00 UTC and a day at midnight UTC', () => {
    // Sunday 29 November 2026, one millisecond before Monday.
    const sunday = new Date('2026-11-29T23:59:59.999Z');
    expect(periodAt('week', sunday)).toMatchObject({ startDate: '2026-11-23', resetsAt: new Date('2026-11-30T00:00:00.000Z') });
    expect(periodAt('day', sunday)).toMatchObject({ startDate: '2026-11-29', resetsAt: new Date('2026-11-30T00:00:00.000Z') });
    const monday = new Date('2026-11-30T00:00:00.000Z');
    expect(periodAt('week', monday)).toMatchObject({ startDate: '2026-11-30', start: monday, resetsAt: new Date('2026-12-07T00:00:00.000Z') });
    expect(periodAt('day', monday)).toMatchObject({ startDate: '2026-11-30', resetsAt: new Date('2026-12-01T00:00:00.000Z') });
    // A week across a year's end, and the epoch's own week (1970-01-01 was a Thursday).
    expect(periodAt('week', new Date('2027-01-01T12:00:00Z')).startDate).toBe('2026-12-28');
    expect(periodAt('week', new Date('1970-01-01T00:00:00Z')).startDate).toBe('1969-12-29');
    expect(periodAt('all', sunday)).toEqual({ period: 'all', startDate: '1970-01-01', start: new Date(0), resetsAt: null });
  });
});
