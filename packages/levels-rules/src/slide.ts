import type { Direction, Level } from './level.ts';

export interface SlideResult {
  /** Where the player comes to rest. */
  position: number;
  /** Every cell entered, in order (for the animation). */
  path: number[];
  /** Gems held after the slide (bit i = gem i). */
  gemMask: number;
  /** True when the slide ended in the open exit. */
  won: boolean;
}

const steps: Record<Direction, [number, number]> = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };

/**
 * The one movement rule: slide from `position` in `direction` until a rock is next, collecting
 * every gem passed; snow stops the slide on it; the exit stops it once all gems are held.
 * A slide that cannot start (rock next) has an empty path and is not a move.
 */
export function slide(level: Level, position: number, gemMask: number, direction: Direction): SlideResult {
  const [dx, dy] = steps[direction];
  const allGems = (1 << level.gems.length) - 1;
  let x = position % level.width;
  let y = Math.floor(position / level.width);
  let mask = gemMask;
  const path: number[] = [];
  for (;;) {
    const next = (y + dy) * level.width + (x + dx);
    if (level.tiles[next] === 'rock') break;
    x += dx;
    y += dy;
    path.push(next);
    const gem = level.gems.indexOf(next);
    if (gem >= 0) mask |= 1 << gem;
    if (level.tiles[next] === 'exit' && mask === allGems) return { position: next, path, gemMask: mask, won: true };
    if (level.tiles[next] === 'snow') break;
  }
  return { position: y * level.width + x, path, gemMask: mask, won: false };
}
