import type { Stamina } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { formatDuration, staminaAt } from './stamina-clock.ts';

const at = (iso: string) => Date.parse(iso);
// 40 of 100 at 12:00:00, one point every 180 s: full at 12:00:00 + 60 × 180 s = 15:00:00.
const stamina: Stamina = { value: 40, max: 100, refillSeconds: 180, nextPointAt: '2026-03-01T12:03:00.000Z', fullAt: '2026-03-01T15:00:00.000Z' };

describe('staminaAt', () => {
  it('counts the points that came back since the answer', () => {
    expect(staminaAt(stamina, at('2026-03-01T12:00:00Z'))).toEqual({ value: 40, msToFull: 3 * 3600_000 });
    expect(staminaAt(stamina, at('2026-03-01T12:02:59.999Z')).value).toBe(40);
    expect(staminaAt(stamina, at('2026-03-01T12:03:00Z')).value).toBe(41);
    expect(staminaAt(stamina, at('2026-03-01T14:57:00Z'))).toEqual({ value: 99, msToFull: 180_000 });
    expect(staminaAt(stamina, at('2026-03-01T15:00:00Z'))).toEqual({ value: 100, msToFull: 0 });
    expect(staminaAt(stamina, at('2026-03-02T00:00:00Z'))).toEqual({ value: 100, msToFull: 0 });
  });

  it('never goes below what the server said, whatever the clock', () => {
    expect(staminaAt(stamina, at('2026-03-01T09:00:00Z')).value).toBe(40);
  });

  it('is full when the server says so', () => {
    expect(staminaAt({ ...stamina, value: 100, nextPointAt: null, fullAt: null }, 0)).toEqual({ value: 100, msToFull: 0 });
  });
});

describe('formatDuration', () => {
  it('reads in the language, largest unit first, seconds rounded up', () => {
    expect(formatDuration(3 * 3600_000 + 4 * 60_000 + 12_000, 'en')).toBe('3 hr, 4 min, 12 sec');
    expect(formatDuration(179_001, 'en')).toBe('3 min');
    expect(formatDuration(500, 'en')).toBe('1 sec');
    expect(formatDuration(0, 'en')).toBe('0 sec');
    expect(formatDuration(3600_000, 'es')).toBe('1 h');
    expect(formatDuration(61_000, 'not a language tag!')).toBe('1 min, 1 sec');
  });
});
