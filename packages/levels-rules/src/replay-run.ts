import { directions, type Direction } from './level.ts';
import { levels } from './levels.ts';
import { scoreRun, type RunScore } from './score-run.ts';
import { slide } from './slide.ts';

/** The most moves a run may send: far past the 100-point floor (par + 9), small enough to replay at once. */
export const maxRunMoves = 1000;

/** What a run's moves come to on its level: the result the server records and pays. */
export interface ReplayedRun extends RunScore {
  level: number;
  completed: boolean;
  moves: number;
}

/** Why moves cannot be a run of the level: each a stable word the server's refusal names. */
export type ReplayFault = 'unknown_level' | 'too_many_moves' | 'unknown_direction' | 'blocked_move' | 'move_after_exit' | 'exit_not_reached' | 'exit_reached';

export type Replay = { ok: true; run: ReplayedRun } | { ok: false; fault: ReplayFault; move?: number };

/**
 * Plays `moves` on level `levelNumber` from its start with the game's own slide, as the game
 * counts them (undone moves are not sent; a blocked slide is no move, so it cannot be one here):
 * a completed run must reach the exit on its last move, a run given up must not reach it at all.
 */
export function replayRun(run: { level: number; completed: boolean; moves: readonly unknown[] }): Replay {
  const level = Number.isInteger(run.level) ? levels[run.level - 1] : undefined;
  if (!level) return { ok: false, fault: 'unknown_level' };
  if (run.moves.length > maxRunMoves) return { ok: false, fault: 'too_many_moves' };
  let position = level.start;
  let gemMask = 0;
  let won = false;
  for (const [index, move] of run.moves.entries()) {
    if (!(directions as readonly unknown[]).includes(move)) return { ok: false, fault: 'unknown_direction', move: index + 1 };
    if (won) return { ok: false, fault: 'move_after_exit', move: index + 1 };
    const result = slide(level, position, gemMask, move as Direction);
    if (result.path.length === 0) return { ok: false, fault: 'blocked_move', move: index + 1 };
    ({ position, gemMask, won } = result);
  }
  if (run.completed && !won) return { ok: false, fault: 'exit_not_reached' };
  if (!run.completed && won) return { ok: false, fault: 'exit_reached' };
  return { ok: true, run: { level: level.number, completed: run.completed, moves: run.moves.length, ...scoreRun({ moves: run.moves.length, par: level.par, completed: run.completed }) } };
}
