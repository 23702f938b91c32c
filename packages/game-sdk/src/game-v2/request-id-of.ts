import { GameSdkError } from '../game/game-sdk-error.ts';
import { protocolLimitsV2 } from '../protocol/protocol-v2.ts';

/**
 * The game's own id for a request that moves value: the one it kept for a retry, checked, or 32
 * random hex digits (no secure context needed).
 */
export function requestIdOf(given: unknown): string {
  if (given === undefined) return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  if (typeof given === 'string' && protocolLimitsV2.requestIdPattern.test(given)) return given;
  throw new GameSdkError('invalid_argument', 'requestId must be 8 to 64 letters, digits, "_" or "-"');
}
