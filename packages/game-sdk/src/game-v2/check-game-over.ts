import { GameSdkError } from '../game/game-sdk-error.ts';
import { isIntegerIn } from '../protocol/plain-record.ts';
import { protocolLimits } from '../protocol/protocol.ts';
import type { GameOverInput } from '../protocol/protocol-v2.ts';

/** `gameOver`'s `{ level, completed }` as the protocol carries it, or a GameSdkError naming the bad field. */
export function checkGameOverInput(play: GameOverInput): GameOverInput {
  // Games without TypeScript can pass anything.
  const untrusted: unknown = play;
  if (typeof untrusted !== 'object' || untrusted === null) throw new GameSdkError('invalid_argument', 'gameOver takes { level, completed }, or nothing');
  const { level, completed } = play;
  if (!isIntegerIn(level, 1, protocolLimits.maxLevel)) throw new GameSdkError('invalid_argument', `level must be a whole number from 1 to ${protocolLimits.maxLevel}`);
  if (typeof completed !== 'boolean') throw new GameSdkError('invalid_argument', 'completed must be true or false');
  return { level, completed };
}
