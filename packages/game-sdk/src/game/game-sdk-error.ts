import type { GameErrorCode, GameErrorView } from '../protocol/protocol.ts';

/**
 * Why `ready`, `startRun` or `finishRun` did not succeed. `code` tells the cases apart
 * (`not_enough_stamina` comes with `retryAfterSeconds`); `message` is for the developer.
 */
export class GameSdkError extends Error {
  override readonly name = 'GameSdkError';
  readonly code: GameErrorCode;
  readonly retryAfterSeconds: number | undefined;
  /** Version 2's `save_conflict`: the newer save the site keeps (`{ version, data }`). */
  readonly save: GameErrorView['save'];

  constructor(code: GameErrorCode, message: string, retryAfterSeconds?: number, save?: GameErrorView['save']) {
    super(message);
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.save = save;
  }
}

/** True for a {@link GameSdkError}, optionally of one code. */
export function isGameSdkError(error: unknown, code?: GameErrorCode): error is GameSdkError {
  return error instanceof GameSdkError && (code === undefined || error.code === code);
}
