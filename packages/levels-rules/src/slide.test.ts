import { describe, expect, it } from 'vitest';
import { parseLevel } from './parse-level.ts';
import { slide } from './slide.ts';
import { solveLevel } from './solve-level.ts';

// Cell index = y * width + x; this board is 7 wide.
const level = parseLevel(99, ['#######', '#S.o.*#', '#.#...#', '#..E..#', '#######'], 0);
const at = (x: number, y: number) => y * 7 + x;

describe('slide', () => {
  it('slides until snow, stopping on it', () => {
    expect(slide(level, at(1, 1), 0, 'right')).toEqual({ position: at(3, 1), path: [at(2, 1), at(3, 1)], gemMask: 0, won: false });
  });

  it('collects a gem passed or stopped on, and stops before rock', () => {
    expect(slide(level, at(3, 1), 0, 'right')).toMatchObject({ position: at(5, 1), gemMask: 1, won: false });
  });

  it('passes over the exit while a gem is missing, and is caught by it once all are held', () => {
    expect(slide(level, at(1, 3), 0, 'right')).toMatchObject({ position: at(5, 3), won: false });
    expect(slide(level, at(1, 3), 1, 'right')).toMatchObject({ position: at(3, 3), path: [at(2, 3), at(3, 3)], won: true });
  });

  it('is no move at all when rock is next', () => {
    expect(slide(level, at(1, 1), 0, 'up')).toEqual({ position: at(1, 1), path: [], gemMask: 0, won: false });
  });

  it('solves the board by collecting the gem first', () => {
    const moves = solveLevel(level);
    expect(moves).not.toBeNull();
    expect(moves!.length).toBeGreaterThan(2);
  });

  it('finds no solution for an unreachable exit', () => {
    expect(solveLevel(parseLevel(98, ['#####', '#S#E#', '#####'], 0))).toBeNull();
  });
});

describe('parseLevel', () => {
  it.each([
    [['#####', '#S.E#', '####'], 'level 1: row 3 is 4 wide, not 5'],
    [['#####', '#S.E.', '#####'], 'level 1: the border must be rock at 4,1'],
    [['#####', '#S?E#', '#####'], 'level 1: unknown tile "?" at 2,1'],
    [['#####', '#S..#', '#####'], 'level 1: needs one S and one E'],
  ])('refuses a malformed level', (rows, message) => {
    expect(() => parseLevel(1, rows, 0)).toThrow(message);
  });
});
