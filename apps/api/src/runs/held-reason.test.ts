import { describe, expect, it } from 'vitest';
import { heldReasonOf, noRunBounds } from './held-reason.ts';

describe('heldReasonOf', () => {
  it('holds nothing without bounds, whatever the score and time', () => {
    expect(heldReasonOf(noRunBounds, { score: 1_000_000_000, milliseconds: 0 })).toBeNull();
  });

  it('holds a score above the highest, and not the highest itself', () => {
    const bounds = { ...noRunBounds, maxScore: 500 };
    expect(heldReasonOf(bounds, { score: 500, milliseconds: 1 })).toBeNull();
    expect(heldReasonOf(bounds, { score: 501, milliseconds: 60_000 })).toBe('score_above_max');
  });

  it('holds a score that came faster than the points a second allow, exactly at the edge', () => {
    const bounds = { ...noRunBounds, maxPointsPerSecond: 10 };
    // 100 points need 10 s at 10 points a second.
    expect(heldReasonOf(bounds, { score: 100, milliseconds: 10_000 })).toBeNull();
    expect(heldReasonOf(bounds, { score: 100, milliseconds: 9_999 })).toBe('too_fast');
    expect(heldReasonOf(bounds, { score: 0, milliseconds: 0 })).toBeNull();
  });

  it('holds a run shorter than the least or longer than the most run time', () => {
    const bounds = { ...noRunBounds, minRunSeconds: 5, maxRunSeconds: 600 };
    expect(heldReasonOf(bounds, { score: 1, milliseconds: 4_999 })).toBe('shorter_than_min');
    expect(heldReasonOf(bounds, { score: 1, milliseconds: 5_000 })).toBeNull();
    expect(heldReasonOf(bounds, { score: 1, milliseconds: 600_000 })).toBeNull();
    expect(heldReasonOf(bounds, { score: 1, milliseconds: 600_001 })).toBe('longer_than_max');
  });

  it('names the score first when a run breaks several bounds', () => {
    const bounds = { maxScore: 10, maxPointsPerSecond: 1, minRunSeconds: 60, maxRunSeconds: null };
    expect(heldReasonOf(bounds, { score: 11, milliseconds: 1 })).toBe('score_above_max');
  });

  it('stays exact at the largest scores and times (no floating point)', () => {
    const bounds = { ...noRunBounds, maxPointsPerSecond: 1_000_000_000 };
    expect(heldReasonOf(bounds, { score: 1_000_000_000, milliseconds: 1000 })).toBeNull();
    expect(heldReasonOf(bounds, { score: 1_000_000_000, milliseconds: 999 })).toBe('too_fast');
  });
});
