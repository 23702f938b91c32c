import { directions, type Direction, type Level } from './level.ts';
import { maxLevelScore } from './score-run.ts';
import { slide } from './slide.ts';

/**
 * Moves that finish `level` in exactly `count` moves (the last one reaching the exit), or null
 * when none do: a depth-first search over position and gems held, remembering dead ends. For
 * tests and benches that need an honest run of a given score; the game never calls it.
 */
export function movesFinishingIn(level: Level, count: number): Direction[] | null {
  const deadEnds = new Set<string>();
  const path: Direction[] = [];
  const search = (position: number, gemMask: number, left: number): boolean => {
    const key = `${position}/${gemMask}/${left}`;
    if (left === 0 || deadEnds.has(key)) return false;
    for (const direction of directions) {
      const result = slide(level, position, gemMask, direction);
      if (result.path.length === 0) continue;
      path.push(direction);
      if (result.won ? left === 1 : search(result.position, result.gemMask, left - 1)) return true;
      path.pop();
    }
    deadEnds.add(key);
    return false;
  };
  return search(level.start, 0, count) ? path : null;
}

/**
 * Moves of a completed run of `level` that scores `score` (a multiple of 100 from 100 to 1000),
 * or null when no run does (on some boards only every other count of moves reaches the exit).
 */
export function movesScoring(level: Level, score: number): Direction[] | null {
  if (!Number.isInteger(score / 100) || score < 100 || score > maxLevelScore) return null;
  const extra = (maxLevelScore - score) / 100;
  // Every run 9 or more moves over par scores the floor, 100: a board where only every other count finishes needs the next one.
  for (const count of extra === 9 ? [level.par + 9, level.par + 10] : [level.par + extra]) {
    const moves = movesFinishingIn(level, count);
    if (moves) return moves;
  }
  return null;
}
