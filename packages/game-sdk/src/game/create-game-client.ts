import { validateHostResponse } from '../protocol/validate-host-response.ts';
import {
  GAME_PROTOCOL,
  GAME_PROTOCOL_VERSION,
  type ExitResult,
  type FinishRunInput,
  type FinishRunResult,
  type GameRequest,
  type GameRequestType,
  type GameResults,
  type ReadyResult,
  type StartRunResult,
} from '../protocol/protocol.ts';
import { checkFinishInput } from './check-finish-input.ts';
import { GameSdkError } from './game-sdk-error.ts';

export interface GameClientOptions {
  /** How long to wait for the site's answer before rejecting with code `timeout` (default 15 s). */
  timeoutMs?: number;
  /** The game's window (default: the global `window`). */
  window?: Window;
  /**
   * Whether Escape pressed in the game asks the site to close it (default true), unless a
   * listener of the game called `event.preventDefault()` (a game that uses Escape itself).
   */
  exitOnEscape?: boolean;
}

export interface GameClient {
  /** Tells the site the game has loaded; resolves once the site has answered. */
  ready(): Promise<ReadyResult>;
  /** Asks the site to start a run (it spends stamina); resolves with the run id. */
  startRun(): Promise<StartRunResult>;
  /**
   * Ends the run `startRun` started; resolves with what it earned. A finish sent before the
   * site's minimum run time is held by the site until then, not refused.
   */
  finishRun(input: FinishRunInput): Promise<FinishRunResult>;
  /** Asks the site to close the game, as its Back button does (`{ closing: false }` if it does not). */
  exit(): Promise<ExitResult>;
  /** The run in progress, or null. */
  readonly runId: string | null;
  /** Stops listening; pending requests reject with code `no_host`. */
  destroy(): void;
}

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: GameSdkError) => void;
  timer: ReturnType<typeof setTimeout>;
  /** Starts the timeout again (the host said it is still working on it). */
  rearm: () => void;
}

type RequestFields<T extends GameRequestType> = Omit<Extract<GameRequest, { type: T }>, 'protocol' | 'version' | 'type' | 'id'>;

/**
 * The game side of the protocol. Messages go only to `window.parent`, and only messages from
 * `window.parent` are read; every answer is checked before a promise settles, and a `pending`
 * notice restarts its request's timeout. Escape that the game leaves alone sends `exit`. A page that is not
 * in a frame has no host: every request rejects at once with code `no_host`, so a game can fall
 * back to playing without rewards.
 */
export function createGameClient(options: GameClientOptions = {}): GameClient {
  const self = options.window ?? window;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const host = self.parent;
  const hosted = host !== self;
  const pending = new Map<string, Pending>();
  let nextId = 1;
  let runId: string | null = null;

  const onMessage = (event: MessageEvent) => {
    if (event.source !== host) return;
    const checked = validateHostResponse(event.data);
    if (!checked.ok) return;
    const response = checked.value;
    const waiting = pending.get(response.id);
    if (!waiting) return;
    if (response.type === 'pending') {
      waiting.rearm();
      return;
    }
    pending.delete(response.id);
    clearTimeout(waiting.timer);
    if (response.ok) waiting.resolve(response.result);
    else waiting.reject(new GameSdkError(response.error.code, response.error.message, response.error.retryAfterSeconds));
  };
  // After the game's own listeners (a task later): only an Escape none of them prevented leaves.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.repeat) return;
    setTimeout(() => {
      if (!event.defaultPrevented) request('exit', {}).catch(() => undefined);
    }, 0);
  };
  const listensForEscape = hosted && options.exitOnEscape !== false;
  if (hosted) self.addEventListener('message', onMessage);
  if (listensForEscape) self.addEventListener('keydown', onKeyDown);

  function request<T extends GameRequestType>(type: T, fields: RequestFields<T>): Promise<GameResults[T]> {
    if (!hosted) return Promise.reject(new GameSdkError('no_host', 'The game is not running inside the site, so there is no one to answer.'));
    const id = `r${nextId++}`;
    return new Promise<GameResults[T]>((resolve, reject) => {
      const expire = () => {
        pending.delete(id);
        reject(new GameSdkError('timeout', `The site did not answer ${type} within ${timeoutMs} ms.`));
      };
      const waiting: Pending = {
        resolve: resolve as (result: unknown) => void,
        reject,
        timer: setTimeout(expire, timeoutMs),
        rearm: () => {
          clearTimeout(waiting.timer);
          waiting.timer = setTimeout(expire, timeoutMs);
        },
      };
      pending.set(id, waiting);
      host.postMessage({ protocol: GAME_PROTOCOL, version: GAME_PROTOCOL_VERSION, type, id, ...fields }, '*');
    });
  }

  return {
    ready: () => request('ready', {}),
    async startRun() {
      const result = await request('startRun', {});
      runId = result.runId;
      return result;
    },
    async finishRun(input) {
      const checked = checkFinishInput(input);
      const current = runId;
      if (current === null) throw new GameSdkError('no_run', 'finishRun needs a run: call startRun first.');
      try {
        const result = await request('finishRun', { runId: current, ...checked });
        if (runId === current) runId = null;
        return result;
      } catch (error) {
        if (error instanceof GameSdkError && error.code === 'no_run' && runId === current) runId = null;
        throw error;
      }
    },
    exit: () => request('exit', {}),
    get runId() {
      return runId;
    },
    destroy() {
      self.removeEventListener('message', onMessage);
      self.removeEventListener('keydown', onKeyDown);
      for (const [id, waiting] of pending) {
        clearTimeout(waiting.timer);
        waiting.reject(new GameSdkError('no_host', 'The game client was destroyed.'));
        pending.delete(id);
      }
    },
  };
}
