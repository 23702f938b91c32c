import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxLevelScore, scoreRun } from './score-run.ts';

describe('scoreRun', () => {
  it('gives 1000 and three stars at par, 100 less per extra move, never under 100', () => {
    expect(scoreRun({ moves: 4, par: 4, completed: true })).toEqual({ score: 1000, stars: 3 });
    expect(scoreRun({ moves: 5, par: 4, completed: true })).toEqual({ score: 900, stars: 2 });
    expect(scoreRun({ moves: 7, par: 4, completed: true })).toEqual({ score: 700, stars: 2 });
    expect(scoreRun({ moves: 8, par: 4, completed: true })).toEqual({ score: 600, stars: 1 });
    expect(scoreRun({ moves: 40, par: 4, completed: true })).toEqual({ score: 100, stars: 1 });
  });

  it('gives nothing for a level given up', () => {
    expect(scoreRun({ moves: 4, par: 4, completed: false })).toEqual({ score: 0, stars: 0 });
  });

  it('is always a whole number within what the protocol and the reward table accept', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), fc.integer({ min: 1, max: 100 }), fc.boolean(), (moves, par, completed) => {
        const { score } = scoreRun({ moves, par, completed });
        return Number.isInteger(score) && score >= 0 && score <= maxLevelScore;
      }),
    );
  });
});
