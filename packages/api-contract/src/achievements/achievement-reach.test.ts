import { describe, expect, it } from 'vitest';
import { beyondReach, thresholdReachOf } from './achievement-reach.ts';

// What a maker's achievement may ask (apps/api achievements/table-reach.ts, apps/web src/achievements/).

describe("an achievement's reach", () => {
  it("is the declaration's, its top score lowered to the run bounds' highest score when that is lower", () => {
    expect(thresholdReachOf({ levels: null, topScore: 10_000 }, { maxScore: null })).toEqual({ levels: null, topScore: 10_000, topScoreFrom: 'declaration' });
    expect(thresholdReachOf({ levels: null, topScore: 10_000 }, { maxScore: 10_000 })).toEqual({ levels: null, topScore: 10_000, topScoreFrom: 'declaration' });
    expect(thresholdReachOf({ levels: null, topScore: 10_000 }, { maxScore: 9_999 })).toEqual({ levels: null, topScore: 9_999, topScoreFrom: 'runBounds' });
    expect(thresholdReachOf({ levels: 4, topScore: 300 }, { maxScore: 0 })).toEqual({ levels: 4, topScore: 0, topScoreFrom: 'runBounds' });
  });

  it('says why a threshold is beyond it: the declared top score, the bounds, the levels, or no levels at all', () => {
    const declared = thresholdReachOf({ levels: 3, topScore: 250 }, { maxScore: null });
    const bounded = thresholdReachOf({ levels: 3, topScore: 250 }, { maxScore: 100 });
    expect(beyondReach('score', 250, declared)).toBeNull();
    expect(beyondReach('score', 251, declared)).toEqual({ why: 'score', most: 250 });
    expect(beyondReach('score', 100, bounded)).toBeNull();
    expect(beyondReach('score', 101, bounded)).toEqual({ why: 'runBounds', most: 100 });
    expect(beyondReach('level', 4, bounded)).toEqual({ why: 'level', most: 3 });
    expect(beyondReach('level', 1, thresholdReachOf({ levels: null, topScore: 250 }, { maxScore: null }))).toEqual({ why: 'noLevels', most: 0 });
    expect(beyondReach('runs', 1_000_000, bounded)).toBeNull();
    expect(beyondReach('rank', 1_000, bounded)).toBeNull();
    expect(beyondReach('score', 1_000_000, null)).toBeNull();
  });
});
