import type { Stamina } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { staminaWaitMs } from './stamina-wait.ts';

const minute = 60_000;
/** The server's answer at 12:00:30 with 2 of 100 and a point every 3 minutes: the next one at 12:02:00. */
const answered = Date.parse('2026-12-06T12:00:30.000Z');
const two: Stamina = { value: 2, max: 100, refillSeconds: 180, nextPointAt: '2026-12-06T12:02:00.000Z', fullAt: '2026-12-06T16:56:00.000Z' };

describe('the wait for enough stamina for a run', () => {
  it("is the server's: the next point, then one every interval, until the run's cost is there", () => {
    // 8 points short: 12:02 and seven more intervals, 12:23; from 12:00:30, 22 minutes 30 seconds.
    expect(staminaWaitMs(two, 10, answered, answered)).toBe(22 * minute + 30_000);
    expect(staminaWaitMs({ ...two, value: 9 }, 10, answered, answered)).toBe(90_000);
  });

  it('counts down with the time since the answer, to nothing', () => {
    expect(staminaWaitMs(two, 10, answered, answered + 10 * minute)).toBe(12 * minute + 30_000);
    expect(staminaWaitMs(two, 10, answered, answered + 60 * minute)).toBe(0);
  });

  it('is nothing when the cost is there, or the stamina is full', () => {
    expect(staminaWaitMs({ ...two, value: 10 }, 10, answered, answered)).toBe(0);
    expect(staminaWaitMs({ ...two, value: 100, nextPointAt: null, fullAt: null }, 10, answered, answered)).toBe(0);
    expect(staminaWaitMs(two, 0, answered, answered)).toBe(0);
  });

  it("is at most one point's interval too long, and not too short, when the device's clock is hours off the server's", () => {
    const truth = 22 * minute + 30_000;
    for (const offset of [-5 * 60 * minute, 5 * 60 * minute]) {
      const wait = staminaWaitMs(two, 10, answered + offset, answered + offset);
      expect(wait).toBeGreaterThanOrEqual(truth);
      expect(wait).toBeLessThanOrEqual(truth + 3 * minute);
    }
  });

  it('never says one point is back before the server can have refilled it, however far ahead the device is', () => {
    const onePointShort = { ...two, value: 9 };
    // The server answered at 12:00:30 (90 s to the point); a device an hour ahead would say 0 and ask again at once.
    expect(staminaWaitMs(onePointShort, 10, answered + 60 * minute, answered + 60 * minute)).toBe(3 * minute);
  });
});
