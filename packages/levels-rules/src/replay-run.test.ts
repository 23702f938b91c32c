import { describe, expect, it } from 'vitest';
import { levels } from './levels.ts';
import { movesScoring } from './moves-for-score.ts';
import { maxRunMoves, replayRun } from './replay-run.ts';
import { solveLevel } from './solve-level.ts';

const level20 = levels[19]!;
const solution20 = solveLevel(level20)!;

describe('replayRun', () => {
  it.each(levels.map((level) => [level.number, level] as const))('scores the shortest solution of level %i 1000 with three stars', (number, level) => {
    expect(replayRun({ level: number, completed: true, moves: solveLevel(level)! })).toEqual({ ok: true, run: { level: number, completed: true, moves: level.par, score: 1000, stars: 3 } });
  });

  it('scores a longer winning run as the game does: 100 less a move, fewer stars', () => {
    const moves = movesScoring(level20, 700)!;
    expect(moves).toHaveLength(level20.par + 3);
    expect(replayRun({ level: 20, completed: true, moves })).toMatchObject({ ok: true, run: { score: 700, stars: 2, moves: level20.par + 3 } });
  });

  it('scores a level given up 0, whatever moves were made short of the exit', () => {
    expect(replayRun({ level: 20, completed: false, moves: solution20.slice(0, 3) })).toMatchObject({ ok: true, run: { score: 0, stars: 0, completed: false } });
    expect(replayRun({ level: 20, completed: false, moves: [] })).toMatchObject({ ok: true, run: { score: 0, moves: 0 } });
  });

  it.each([
    ['moves that stop short of the exit', { level: 20, completed: true, moves: solution20.slice(0, -1) }, 'exit_not_reached'],
    ['no moves at all', { level: 1, completed: true, moves: [] }, 'exit_not_reached'],
    ['another level', { level: 21, completed: true, moves: solution20 }, undefined],
    ['a move after the exit', { level: 1, completed: true, moves: ['right', 'left'] }, 'move_after_exit'],
    ['a slide into rock', { level: 1, completed: true, moves: ['up', 'right'] }, 'blocked_move'],
    ['a word that is no direction', { level: 1, completed: true, moves: ['teleport'] }, 'unknown_direction'],
    ['a level given up that reached the exit', { level: 1, completed: false, moves: ['right'] }, 'exit_reached'],
    ['a level that does not exist', { level: 25, completed: true, moves: ['right'] }, 'unknown_level'],
    ['a level that is no whole number', { level: 1.5, completed: true, moves: ['right'] }, 'unknown_level'],
    ['more moves than any run needs', { level: 1, completed: true, moves: Array.from({ length: maxRunMoves + 1 }, () => 'right') }, 'too_many_moves'],
  ])('refuses %s', (_what, run, fault) => {
    const replay = replayRun(run);
    expect(replay.ok).toBe(false);
    if (fault) expect(replay).toMatchObject({ fault });
  });
});

describe('movesScoring', () => {
  it('finds an honest run for every score level 1 can have, and none for others', () => {
    // Level 1 finishes in odd counts of moves only: 1 (1000), 3 (800), … 11 and more (100).
    for (const score of [1000, 800, 600, 400, 200, 100]) {
      const moves = movesScoring(levels[0]!, score);
      expect(moves, `score ${score}`).not.toBeNull();
      expect(replayRun({ level: 1, completed: true, moves: moves! })).toMatchObject({ ok: true, run: { score } });
    }
    for (const score of [900, 450, 50, 1100]) expect(movesScoring(levels[0]!, score), `score ${score}`).toBeNull();
  });
});
