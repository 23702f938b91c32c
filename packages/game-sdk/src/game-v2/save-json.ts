import { GameSdkError } from '../game/game-sdk-error.ts';
import { protocolLimitsV2 } from '../protocol/protocol-v2.ts';

/** `data` as the JSON text a save carries, or a GameSdkError: not JSON (`invalid_argument`), or over 256 KiB (`save_too_large`). */
export function saveJson(data: unknown): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(data);
  } catch {
    // A cycle or a BigInt.
  }
  if (json === undefined) throw new GameSdkError('invalid_argument', 'save needs data JSON can carry (no functions, cycles or BigInt)');
  if (new TextEncoder().encode(json).length > protocolLimitsV2.maxSaveBytes) {
    throw new GameSdkError('save_too_large', `A save is at most ${protocolLimitsV2.maxSaveBytes} bytes of JSON.`);
  }
  return json;
}
