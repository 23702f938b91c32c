import { levelData } from './level-data.ts';
import type { Level } from './level.ts';
import { parseLevel } from './parse-level.ts';

/** Every level of the game, level n at index n - 1, in order of rising difficulty. */
export const levels: readonly Level[] = levelData.map((data, index) => parseLevel(index + 1, data.rows, data.par));
