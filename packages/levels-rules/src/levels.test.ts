import { describe, expect, it } from 'vitest';
import { levels } from './levels.ts';
import { slide } from './slide.ts';
import { solveLevel } from './solve-level.ts';

describe('the levels', () => {
  it('are at least 20', () => {
    expect(levels.length).toBeGreaterThanOrEqual(20);
    expect(levels.map((level) => level.number)).toEqual(levels.map((_, index) => index + 1));
  });

  it.each(levels.map((level) => [level.number, level] as const))('level %i is solvable, and its par is the fewest moves', (_number, level) => {
    const solution = solveLevel(level);
    expect(solution).not.toBeNull();
    expect(solution).toHaveLength(level.par);
    // Replaying the solution with the game's own rule wins on the last move, not before.
    let position = level.start;
    let gemMask = 0;
    solution!.forEach((direction, index) => {
      const result = slide(level, position, gemMask, direction);
      expect(result.path.length).toBeGreaterThan(0);
      expect(result.won).toBe(index === solution!.length - 1);
      ({ position, gemMask } = result);
    });
  });

  it('rise in difficulty: par never falls, boards grow, and gems and snow come in', () => {
    for (let index = 1; index < levels.length; index += 1) {
      expect(levels[index]!.par).toBeGreaterThanOrEqual(levels[index - 1]!.par);
      expect(levels[index]!.width * levels[index]!.height).toBeGreaterThanOrEqual(levels[index - 1]!.width * levels[index - 1]!.height);
    }
    expect(levels.at(-1)!.par).toBeGreaterThanOrEqual(levels[0]!.par + 10);
    expect(levels.slice(0, 4).every((level) => level.gems.length === 0 && !level.tiles.includes('snow'))).toBe(true);
    expect(levels.slice(-5).every((level) => level.gems.length >= 2 && level.tiles.includes('snow'))).toBe(true);
  });

  it('level 1 is a one-move lesson: slide right to the exit', () => {
    expect(solveLevel(levels[0]!)).toEqual(['right']);
  });
});
