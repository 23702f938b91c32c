import { directions, type Direction, type Level } from './level.ts';
import { slide } from './slide.ts';

/**
 * The shortest sequence of moves that finishes `level` (breadth-first over position and gems
 * held), or null when none does.
 */
export function solveLevel(level: Level): Direction[] | null {
  const key = (position: number, mask: number) => position * 64 + mask;
  const previous = new Map<number, { from: number; direction: Direction } | null>([[key(level.start, 0), null]]);
  let frontier = [{ position: level.start, mask: 0 }];
  while (frontier.length > 0) {
    const next: typeof frontier = [];
    for (const state of frontier) {
      for (const direction of directions) {
        const result = slide(level, state.position, state.mask, direction);
        if (result.path.length === 0) continue;
        const reached = key(result.position, result.gemMask);
        if (previous.has(reached)) continue;
        previous.set(reached, { from: key(state.position, state.mask), direction });
        if (result.won) return replay(previous, reached);
        next.push({ position: result.position, mask: result.gemMask });
      }
    }
    frontier = next;
  }
  return null;
}

function replay(previous: Map<number, { from: number; direction: Direction } | null>, end: number): Direction[] {
  const moves: Direction[] = [];
  for (let step = previous.get(end); step; step = previous.get(step.from)) moves.unshift(step.direction);
  return moves;
}
