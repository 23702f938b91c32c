import { GameSdkError } from '../game/game-sdk-error.ts';
import { areMoves, movesRule } from '../protocol/run-moves.ts';

/** A `finishRun`'s moves as the protocol carries them (none when the game sends none), or a GameSdkError saying what they must be. */
export function checkMoves(moves: unknown): { moves?: string[] } {
  if (moves === undefined) return {};
  if (!areMoves(moves)) throw new GameSdkError('invalid_argument', movesRule);
  return { moves: [...moves] };
}
