import type { Stamina } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { staminaAt } from './stamina-clock.ts';

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
