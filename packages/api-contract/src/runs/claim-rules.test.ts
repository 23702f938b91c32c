import { describe, expect, it } from 'vitest';
import { claimBeyondLimits, claimLimitsOf, levelNotOpen, runCounts, runScores } from './claim-rules.ts';

// The rules the server refuses a finish by (apps/api games/reward-table.ts, runs/finish-run.ts) and
// the playground applies to a maker's declaration: their reasons, fields and the server's sentences.

describe('a claim beyond what the game allows', () => {
  const scored = claimLimitsOf({ levels: null, topScore: 10_000 });
  const levelled = claimLimitsOf({ levels: 3, topScore: 500 });

  it('is built from a declaration as the site builds the reward table: N levels of the same top score, or one', () => {
    expect(scored).toEqual({ kind: 'score', maxScore: 10_000 });
    expect(levelled).toEqual({ kind: 'levels', levels: [{ maxScore: 500 }, { maxScore: 500 }, { maxScore: 500 }] });
  });

  it('names the level first, then the score, each with the server\'s sentence', () => {
    expect(claimBeyondLimits(scored, { score: 10_000 })).toBeNull();
    expect(claimBeyondLimits(scored, { score: 10_001 })).toEqual({ field: 'score', reason: 'score_above_top', score: 10_001, level: null, top: 10_000, message: '10001 is more than a run of this game can score (10000).' });
    expect(claimBeyondLimits(scored, { score: 10_001, level: 1 })).toEqual({ field: 'level', reason: 'level_given', level: 1, message: 'this game has no levels.' });
    expect(claimBeyondLimits(levelled, { score: 500, level: 3 })).toBeNull();
    expect(claimBeyondLimits(levelled, { score: 1 })).toEqual({ field: 'level', reason: 'level_missing', message: 'this game has levels: say which level the run played.' });
    expect(claimBeyondLimits(levelled, { score: 501, level: 4 })).toEqual({ field: 'level', reason: 'level_unknown', level: 4, levels: 3, message: 'this game has 3 levels; there is no level 4.' });
    expect(claimBeyondLimits(levelled, { score: 501, level: 2 })).toEqual({ field: 'score', reason: 'score_above_top', score: 501, level: 2, top: 500, message: '501 is more than level 2 of this game can score (500).' });
    // A table's own rows: each level its own top.
    expect(claimBeyondLimits({ kind: 'levels', levels: [{ maxScore: 100 }, { maxScore: 250 }] }, { score: 200, level: 1 })).toMatchObject({ reason: 'score_above_top', top: 100 });
  });

  it('refuses a level above the lowest not completed yet, and none once every level is', () => {
    expect(levelNotOpen(1, 1)).toBeNull();
    expect(levelNotOpen(1, 3)).toBeNull();
    expect(levelNotOpen(3, 3)).toBeNull();
    expect(levelNotOpen(4, 3)).toEqual({ field: 'level', reason: 'level_not_open', level: 4, open: 3, message: 'level 4 is not open yet; complete level 3 first.' });
    expect(levelNotOpen(9, null)).toBeNull();
    expect(levelNotOpen(undefined, 1)).toBeNull();
  });
});

describe('what an accepted run counts for', () => {
  it('a level completed; without levels, a run completed or scoring; a board entry needs a score above 0 besides', () => {
    expect([runCounts({ score: 0, level: 2, completed: true }), runScores({ score: 0, level: 2, completed: true })]).toEqual([true, false]);
    expect([runCounts({ score: 90, level: 2, completed: false }), runScores({ score: 90, level: 2, completed: false })]).toEqual([false, false]);
    expect([runCounts({ score: 90, completed: false }), runScores({ score: 90, completed: false })]).toEqual([true, true]);
    expect([runCounts({ score: 0, completed: false }), runScores({ score: 0, completed: false })]).toEqual([false, false]);
  });
});
