import { isShortMatch } from './plain-record.ts';
import { protocolLimitsV2 } from './protocol-v2.ts';

/** What a finished run's `moves` must be, as a refusal says it. */
export const movesRule = `moves must be a list of at most ${protocolLimitsV2.maxMoves} words of 1 to 16 letters, digits, "_" or "-"`;

/** Whether `moves` is a run's moves as the protocol carries them. */
export function areMoves(moves: unknown): moves is string[] {
  return Array.isArray(moves) && moves.length <= protocolLimitsV2.maxMoves && moves.every((move) => isShortMatch(move, protocolLimitsV2.movePattern, 16));
}
