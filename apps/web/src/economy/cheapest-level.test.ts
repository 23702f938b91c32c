import { describe, expect, it } from 'vitest';
import { cheapestLevelToPlay } from './cheapest-level.ts';

const level = (n: number, bestScore: number | null) => ({ level: n, maxScore: 1000, completedCoins: 5 + 3 * n, bestScore, completedAt: bestScore === null ? null : '2030-01-15T12:00:00.000Z' });
const progress = (levels: ReturnType<typeof level>[], nextLevel: number | null) => ({ game: 'levels', version: 1, levels, completedCount: levels.filter((entry) => entry.bestScore !== null).length, nextLevel });

describe('cheapestLevelToPlay', () => {
  it('is level 1 for a new player', () => {
    expect(cheapestLevelToPlay(progress([level(1, null), level(2, null)], 1))?.level).toBe(1);
  });

  it('is the lowest open level below three stars, before the next new one', () => {
    expect(cheapestLevelToPlay(progress([level(1, 1000), level(2, 800), level(3, null)], 3))?.level).toBe(2);
  });

  it('is the next level when every open one has three stars, and never a level not open yet', () => {
    expect(cheapestLevelToPlay(progress([level(1, 1000), level(2, 1000), level(3, null)], 3))?.level).toBe(3);
    expect(cheapestLevelToPlay(progress([level(1, 1000), level(2, null), level(3, null)], 2))?.level).toBe(2);
  });

  it('is none when every level has three stars', () => {
    expect(cheapestLevelToPlay(progress([level(1, 1000), level(2, 1000)], null))).toBeNull();
  });
});
