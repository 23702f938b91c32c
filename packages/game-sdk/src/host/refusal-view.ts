import { protocolLimits, type GameErrorView } from '../protocol/protocol.ts';
import { GameRunRefusal } from './game-run-refusal.ts';

/** A callback's failure as the game may see it: a refusal's code (and wait, and newer save), or `host_error` with nothing internal. */
export function refusalView(error: unknown): GameErrorView {
  if (!(error instanceof GameRunRefusal)) return { code: 'host_error', message: 'The site could not complete the request; try again.' };
  return {
    code: error.code,
    message: error.message.slice(0, protocolLimits.maxMessageLength),
    ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
    ...(error.save === undefined ? {} : { save: error.save }),
  };
}
