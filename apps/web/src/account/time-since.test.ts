import { describe, expect, it } from 'vitest';
import { timeSince } from './time-since.ts';

const now = Date.parse('2028-02-29T23:59:59.000Z');
const before = (ms: number): string => new Date(now - ms).toISOString();
const recent = 5 * 60_000;

describe('timeSince', () => {
  it('is "now" within the precision "last active" is kept to, and for a time a little ahead', () => {
    expect(timeSince(before(0), now, 'en', recent)).toEqual({ kind: 'now' });
    expect(timeSince(before(recent - 1), now, 'en', recent)).toEqual({ kind: 'now' });
    expect(timeSince(before(-60_000), now, 'en', recent)).toEqual({ kind: 'now' });
  });

  it('counts from the `now` it is given, in the largest whole unit, in the visitor language', () => {
    expect(timeSince(before(recent), now, 'en', recent)).toEqual({ kind: 'ago', text: '5 minutes ago' });
    expect(timeSince(before(3 * 3_600_000 + 59 * 60_000), now, 'en', recent)).toEqual({ kind: 'ago', text: '3 hours ago' });
    expect(timeSince(before(86_400_000), now, 'en', recent)).toEqual({ kind: 'ago', text: 'yesterday' });
    expect(timeSince(before(40 * 86_400_000), now, 'en', recent)).toEqual({ kind: 'ago', text: 'last month' });
    expect(timeSince(before(2 * 3_600_000), now, 'es', recent)).toEqual({ kind: 'ago', text: 'hace 2 horas' });
    // The same instant read from another `now` says another thing: nothing here reads a clock.
    expect(timeSince(before(2 * 3_600_000), now - 2 * 3_600_000, 'en', recent)).toEqual({ kind: 'now' });
  });

  it('gives back what it cannot read', () => {
    expect(timeSince('not a date', now, 'en', recent)).toEqual({ kind: 'ago', text: 'not a date' });
  });
});
