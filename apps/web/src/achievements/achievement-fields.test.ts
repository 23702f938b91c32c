import { beyondReach, thresholdReachOf } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { achievementProblems, achievementTexts } from './achievement-fields.tsx';

describe('achievementProblems', () => {
  it('asks for a whole threshold of at least 1, then for a title in the game’s own language', () => {
    expect(achievementProblems({ threshold: '0', 'title-en': 'Fifty' }, ['en', 'es'])).toEqual({ threshold: { key: 'achievements.desk.thresholdNeeded' } });
    expect(achievementProblems({ threshold: '2.5', 'title-en': 'Fifty' }, ['en'])).toEqual({ threshold: { key: 'achievements.desk.thresholdNeeded' } });
    expect(achievementProblems({ threshold: '50', 'title-en': ' ', 'title-es': 'Cincuenta' }, ['en', 'es'])).toEqual({ 'title-en': { key: 'achievements.desk.titleNeeded' } });
    expect(achievementProblems({ threshold: '50', 'title-es': 'Cincuenta' }, ['es', 'en'])).toEqual({});
  });
});

describe('a threshold beyond what a run of the game can reach', () => {
  const scored = { topScore: 10_000, levels: null, topScoreFrom: 'declaration' } as const;
  const levelled = { topScore: 250, levels: 3, topScoreFrom: 'declaration' } as const;

  it('is a score above the top score, a level past the last, or any level of a game without levels; runs and ranks have no limit', () => {
    expect(beyondReach('score', 10_000, scored)).toBeNull();
    expect(beyondReach('score', 20_000, scored)).toEqual({ why: 'score', most: 10_000 });
    expect(beyondReach('score', 251, levelled)).toEqual({ why: 'score', most: 250 });
    expect(beyondReach('level', 3, levelled)).toBeNull();
    expect(beyondReach('level', 4, levelled)).toEqual({ why: 'level', most: 3 });
    expect(beyondReach('level', 1, scored)).toEqual({ why: 'noLevels', most: 0 });
    expect(beyondReach('runs', 1_000_000, scored)).toBeNull();
    expect(beyondReach('rank', 500, scored)).toBeNull();
    // Before the list has answered, the server alone checks.
    expect(beyondReach('score', 20_000, null)).toBeNull();
  });

  it('is told next to the threshold, with the limit, before anything is sent (and a level kind for a game without levels, next to the kind)', () => {
    const values = { threshold: '20000', 'title-en': 'Twenty thousand' };
    expect(achievementProblems({ ...values, kind: 'score' }, ['en'], scored)).toEqual({ threshold: { key: 'achievements.desk.beyondReach.score', values: { most: 10_000, count: 10_000 } } });
    expect(achievementProblems({ ...values, kind: 'score' }, ['en'], { topScore: 50_000, levels: null, topScoreFrom: 'declaration' })).toEqual({});
    expect(achievementProblems({ ...values, threshold: '4' }, ['en'], levelled, 'level')).toEqual({ threshold: { key: 'achievements.desk.beyondReach.level', values: { most: 3, count: 3 } } });
    expect(achievementProblems({ ...values, threshold: '2', kind: 'level' }, ['en'], scored)).toEqual({ kind: { key: 'achievements.desk.beyondReach.noLevels' } });
    expect(achievementProblems({ ...values, threshold: '2' }, ['en'], scored, 'level')).toEqual({ threshold: { key: 'achievements.desk.unreachable.noLevels' } });
    expect(achievementProblems({ ...values, kind: 'runs' }, ['en'], scored)).toEqual({});
  });
});

describe('a score beyond the run bounds', () => {
  const declared = { levels: null, topScore: 10_000 };
  const bounded = thresholdReachOf(declared, { maxScore: 5_000, maxPointsPerSecond: null, maxRunSeconds: null });

  it("lowers the top score to the bounds' highest score when that is lower, and says it is the bounds'", () => {
    expect(bounded).toEqual({ levels: null, topScore: 5_000, topScoreFrom: 'runBounds' });
    expect(thresholdReachOf(declared, { maxScore: 20_000, maxPointsPerSecond: null, maxRunSeconds: null })).toEqual({ levels: null, topScore: 10_000, topScoreFrom: 'declaration' });
    expect(thresholdReachOf(declared, { maxScore: null, maxPointsPerSecond: null, maxRunSeconds: null })).toEqual({ levels: null, topScore: 10_000, topScoreFrom: 'declaration' });
    expect(thresholdReachOf({ levels: 3, topScore: 250 }, { maxScore: 100, maxPointsPerSecond: null, maxRunSeconds: null })).toEqual({ levels: 3, topScore: 100, topScoreFrom: 'runBounds' });
    expect(beyondReach('score', 5_000, bounded)).toBeNull();
    expect(beyondReach('score', 5_001, bounded)).toEqual({ why: 'runBounds', most: 5_000 });
  });

  it('is told next to the threshold with the bounds as the reason, and marks an existing one with its own sentence', () => {
    expect(achievementProblems({ threshold: '8000', 'title-en': 'Eight thousand', kind: 'score' }, ['en'], bounded)).toEqual({
      threshold: { key: 'achievements.desk.beyondReach.runBounds', values: { most: 5_000, count: 5_000 } },
    });
    expect(achievementProblems({ threshold: '8000', 'title-en': 'Eight thousand' }, ['en'], bounded, 'score')).toEqual({
      threshold: { key: 'achievements.desk.beyondReach.runBounds', values: { most: 5_000, count: 5_000 } },
    });
  });
});

describe('achievementTexts', () => {
  it('keeps the languages with a title, in their order, trimmed', () => {
    const values = { 'title-en': ' Fifty ', 'description-en': ' Score 50. ', 'title-es': '', 'description-es': 'Sin título' };
    expect(achievementTexts(values, ['en', 'es'])).toEqual([{ language: 'en', title: 'Fifty', description: 'Score 50.' }]);
  });
});
