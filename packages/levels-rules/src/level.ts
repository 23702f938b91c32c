/** One level, parsed: a grid of tiles with the player's start, the exit and the gems. */
export interface Level {
  /** 1-based, as players and the site count. */
  number: number;
  width: number;
  height: number;
  /** `tiles[y * width + x]`. */
  tiles: readonly Tile[];
  start: number;
  exit: number;
  /** Cell index of each gem; gem `i` is bit `i` of a gem mask. */
  gems: readonly number[];
  /** The fewest moves that finish the level (proved by the solver in the tests). */
  par: number;
}

/**
 * `rock` stops a slide before it; `ice` lets the player slide on; `snow` stops the player on it.
 * The exit catches the player once every gem is collected; before that it is ice.
 */
export type Tile = 'rock' | 'ice' | 'snow' | 'exit';

export type Direction = 'up' | 'down' | 'left' | 'right';
export const directions: readonly Direction[] = ['up', 'down', 'left', 'right'];
