import { isIntegerIn } from '../protocol/plain-record.ts';
import { protocolLimits, type FinishRunInput } from '../protocol/protocol.ts';
import { GameSdkError } from './game-sdk-error.ts';

/** The `finishRun` argument as the protocol carries it, or a GameSdkError naming the bad field. */
export function checkFinishInput(input: FinishRunInput): FinishRunInput {
  // Games without TypeScript can pass anything.
  const untrusted: unknown = input;
  if (typeof untrusted !== 'object' || untrusted === null) throw new GameSdkError('invalid_argument', 'finishRun needs { score, level?, completed }');
  const { score, level, completed } = input;
  if (!isIntegerIn(score, 0, protocolLimits.maxScore)) {
    throw new GameSdkError('invalid_argument', `score must be a whole number from 0 to ${protocolLimits.maxScore}`);
  }
  if (level !== undefined && !isIntegerIn(level, 1, protocolLimits.maxLevel)) {
    throw new GameSdkError('invalid_argument', `level must be a whole number from 1 to ${protocolLimits.maxLevel}`);
  }
  if (typeof completed !== 'boolean') throw new GameSdkError('invalid_argument', 'completed must be true or false');
  return level === undefined ? { score, completed } : { score, level, completed };
}
