import { describe, expect, it } from 'vitest';
import { beyondReach, boundsTopScore, thresholdReachOf } from './achievement-reach.ts';

// What a maker's achievement may ask (apps/api achievements/table-reach.ts, apps/web src/achievements/).

describe("an achievement's reach", () => {
  it("is the declaration's, its top score lowered to the run bounds' highest score when that is lower", () => {
    expect(thresholdReachOf({ levels: null, topScore: 10_000 }, { maxScore: null, maxPointsPerSecond: null, maxRunSeconds: null })).toEqual({ levels: null, topScore: 10_000, topScoreFrom: 'declaration' });
    expect(thresholdReachOf({ levels: null, topScore: 10_000 }, { maxScore: 10_000, maxPointsPerSecond: null, maxRunSeconds: null })).toEqual({ levels: null, topScore: 10_000, topScoreFrom: 'declaration' });
    expect(thresholdReachOf({ levels: null, topScore: 10_000 }, { maxScore: 9_999, maxPointsPerSecond: null, maxRunSeconds: null })).toEqual({ levels: null, topScore: 9_999, topScoreFrom: 'runBounds' });
    expect(thresholdReachOf({ levels: 4, topScore: 300 }, { maxScore: 0, maxPointsPerSecond: null, maxRunSeconds: null })).toEqual({ levels: 4, topScore: 0, topScoreFrom: 'runBounds' });
  });

  it("takes the bounds' top as the lower of their highest score and what their pace lets the longest run score", () => {
    const none = { maxScore: null, maxPointsPerSecond: null, maxRunSeconds: null };
    expect(boundsTopScore(none)).toBeNull();
    // A pace alone, or the longest run alone, bounds no score.
    expect(boundsTopScore({ ...none, maxPointsPerSecond: 20 })).toBeNull();
    expect(boundsTopScore({ ...none, maxRunSeconds: 300 })).toBeNull();
    expect(boundsTopScore({ ...none, maxPointsPerSecond: 20, maxRunSeconds: 300 })).toBe(6_000);
    expect(boundsTopScore({ maxScore: 5_000, maxPointsPerSecond: 20, maxRunSeconds: 300 })).toBe(5_000);
    expect(boundsTopScore({ maxScore: 7_000, maxPointsPerSecond: 20, maxRunSeconds: 300 })).toBe(6_000);
    expect(thresholdReachOf({ levels: null, topScore: 10_000 }, { maxScore: null, maxPointsPerSecond: 20, maxRunSeconds: 300 })).toEqual({ levels: null, topScore: 6_000, topScoreFrom: 'runBounds' });
  });

  it('says why a threshold is beyond it: the declared top score, the bounds, the levels, or no levels at all', () => {
    const declared = thresholdReachOf({ levels: 3, topScore: 250 }, { maxScore: null, maxPointsPerSecond: null, maxRunSeconds: null });
    const bounded = thresholdReachOf({ levels: 3, topScore: 250 }, { maxScore: 100, maxPointsPerSecond: null, maxRunSeconds: null });
    expect(beyondReach('score', 250, declared)).toBeNull();
    expect(beyondReach('score', 251, declared)).toEqual({ why: 'score', most: 250 });
    expect(beyondReach('score', 100, bounded)).toBeNull();
    expect(beyondReach('score', 101, bounded)).toEqual({ why: 'runBounds', most: 100 });
    expect(beyondReach('level', 4, bounded)).toEqual({ why: 'level', most: 3 });
    expect(beyondReach('level', 1, thresholdReachOf({ levels: null, topScore: 250 }, { maxScore: null, maxPointsPerSecond: null, maxRunSeconds: null }))).toEqual({ why: 'noLevels', most: 0 });
    expect(beyondReach('runs', 1_000_000, bounded)).toBeNull();
    expect(beyondReach('rank', 1_000, bounded)).toBeNull();
    expect(beyondReach('score', 1_000_000, null)).toBeNull();
  });
});
