import type { GameErrorCode, GameErrorView } from '../protocol/protocol.ts';

/**
 * Thrown by a host's `onStartRun` or `onFinishRun` to refuse with a code the game can act on
 * (e.g. `not_enough_stamina` with `retryAfterSeconds`). Any other error reaches the game as
 * `host_error` with a generic message, so nothing internal leaks into the frame.
 */
export class GameRunRefusal extends Error {
  override readonly name = 'GameRunRefusal';
  readonly code: GameErrorCode;
  readonly retryAfterSeconds: number | undefined;
  /** For `save_conflict` (version 2): the newer save, handed to the game. */
  readonly save: GameErrorView['save'];

  constructor(code: GameErrorCode, message: string, options: { retryAfterSeconds?: number; save?: GameErrorView['save'] } = {}) {
    super(message);
    this.code = code;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.save = options.save;
  }
}
