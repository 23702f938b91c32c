import { validateGameRequest } from '../protocol/validate-game-request.ts';
import {
  GAME_PROTOCOL,
  GAME_PROTOCOL_VERSION,
  protocolLimits,
  type FinishRunResult,
  type GameErrorView,
  type ExitResult,
  type GameRequest,
  type HostMessage,
  type StartRunResult,
} from '../protocol/protocol.ts';
import { GameRunRefusal } from './game-run-refusal.ts';
import { createTokenBucket } from './token-bucket.ts';

/** The run a game asks to finish, after the host has checked it is the run in progress. */
export interface FinishRunClaim {
  runId: string;
  score: number;
  level?: number;
  completed: boolean;
}

/** A message the host ignored, and how many more were ignored without a report since the last one. */
export interface ProtocolErrorReport {
  reason: string;
  suppressed: number;
}

export interface GameHostCallbacks {
  /** The game said it has loaded. */
  onReady?: () => void;
  /** Start a run (spend stamina). Throw a GameRunRefusal to refuse with a code. */
  onStartRun: () => Promise<StartRunResult>;
  /**
   * Finish the run in progress. Throw a GameRunRefusal to refuse with a code. It may take its
   * time (e.g. wait for the minimum run time): the game is sent a `pending` notice every
   * `pendingNoticeMs`, so its request does not time out meanwhile.
   */
  onFinishRun: (claim: FinishRunClaim) => Promise<FinishRunResult>;
  /**
   * The player asked to leave the game from inside it (Escape that the game did not handle, or
   * the game's `exit()`): close the game as the page's own Back does. Without it, `exit` is
   * answered `{ closing: false }` and nothing happens.
   */
  onExit?: () => void;
  /** A message was ignored or refused for its shape or its rate. Reports are themselves rate-limited. */
  onProtocolError?: (report: ProtocolErrorReport) => void;
}

export interface GameHostLimits {
  /** Requests answered in a burst before the rate applies (default 4). */
  burst?: number;
  /** Requests answered per second after a burst (default 2). */
  perSecond?: number;
  /** Protocol-error reports per second (default 1, bursts of 10). */
  reportsPerSecond?: number;
}

export interface HostProtocol {
  /** Handles one message from the game's frame (of any shape). */
  receive(data: unknown): void;
  /** Stops answering; callbacks still running are not answered. */
  destroy(): void;
}

interface HostProtocolOptions extends GameHostCallbacks {
  send: (message: HostMessage) => void;
  limits?: GameHostLimits;
  /** How often a `pending` notice is sent while a callback runs (default 5000 ms; the game side times out after 15 s by default). */
  pendingNoticeMs?: number;
  now?: () => number;
}

/**
 * The host's rules, apart from the DOM: every message is checked strictly, requests beyond the
 * token bucket are refused with `rate_limited`, one callback runs at a time (`busy` otherwise;
 * `ready` and `exit` never wait), a `pending` notice goes out every few seconds while one runs,
 * and only the run in progress can be finished, once.
 */
export function createHostProtocol(options: HostProtocolOptions): HostProtocol {
  const now = options.now ?? (() => Date.now());
  const limits = options.limits ?? {};
  const requests = createTokenBucket(limits.burst ?? 4, limits.perSecond ?? 2, now);
  const reports = createTokenBucket(10, limits.reportsPerSecond ?? 1, now);
  let suppressed = 0;
  let busy = false;
  let currentRun: string | null = null;
  let destroyed = false;

  const report = (reason: string) => {
    if (!options.onProtocolError || !reports.take()) {
      suppressed += 1;
      return;
    }
    const count = suppressed;
    suppressed = 0;
    options.onProtocolError({ reason, suppressed: count });
  };
  const envelope = (id: string) => ({ protocol: GAME_PROTOCOL, version: GAME_PROTOCOL_VERSION, type: 'response', id }) as const;
  const answer = (id: string, result: StartRunResult | FinishRunResult | ExitResult | { hosted: true }) => {
    if (!destroyed) options.send({ ...envelope(id), ok: true, result });
  };
  const refuse = (id: string, error: GameErrorView) => {
    if (!destroyed) options.send({ ...envelope(id), ok: false, error });
  };

  async function run(request: GameRequest & { type: 'startRun' | 'finishRun' }) {
    busy = true;
    const notices = setInterval(() => {
      if (!destroyed) options.send({ protocol: GAME_PROTOCOL, version: GAME_PROTOCOL_VERSION, type: 'pending', id: request.id });
    }, options.pendingNoticeMs ?? 5000);
    try {
      if (request.type === 'startRun') {
        const result = await options.onStartRun();
        currentRun = result.runId;
        answer(request.id, { runId: result.runId, ...(result.stamina ? { stamina: result.stamina } : {}) });
      } else {
        const { runId, score, level, completed } = request;
        const result = await options.onFinishRun({ runId, score, completed, ...(level === undefined ? {} : { level }) });
        if (currentRun === runId) currentRun = null;
        answer(request.id, result);
      }
    } catch (error) {
      if (error instanceof GameRunRefusal) {
        if (error.code === 'no_run' && request.type === 'finishRun' && currentRun === request.runId) currentRun = null;
        refuse(request.id, {
          code: error.code,
          message: error.message.slice(0, protocolLimits.maxMessageLength),
          ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
        });
      } else {
        refuse(request.id, { code: 'host_error', message: 'The site could not complete the request; try again.' });
      }
    } finally {
      clearInterval(notices);
      busy = false;
    }
  }

  return {
    receive(data) {
      if (destroyed) return;
      const checked = validateGameRequest(data);
      if (!checked.ok) {
        report(`ignored a message: ${checked.reason}`);
        return;
      }
      const request = checked.value;
      if (!requests.take()) {
        report(`refused a ${request.type} request: too many requests`);
        refuse(request.id, { code: 'rate_limited', message: 'Too many requests; slow down.', retryAfterSeconds: requests.secondsUntilNext() });
        return;
      }
      if (request.type === 'ready') {
        options.onReady?.();
        answer(request.id, { hosted: true });
        return;
      }
      if (request.type === 'exit') {
        // Answered first: closing may destroy this host at once.
        answer(request.id, { closing: options.onExit !== undefined });
        options.onExit?.();
        return;
      }
      if (busy) {
        refuse(request.id, { code: 'busy', message: 'The previous request is still being answered.' });
        return;
      }
      if (request.type === 'finishRun' && request.runId !== currentRun) {
        refuse(request.id, { code: 'no_run', message: 'That run is not in progress: start one first, and finish it once.' });
        return;
      }
      void run(request);
    },
    destroy() {
      destroyed = true;
    },
  };
}
