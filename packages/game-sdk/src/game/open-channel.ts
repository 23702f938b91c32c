import { validateHostResponse } from '../protocol/validate-host-response.ts';
import { GAME_PROTOCOL } from '../protocol/protocol.ts';
import type { HostEventV2 } from '../protocol/protocol-v2.ts';
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

/** The request and answer machinery both versions' clients share. */
export interface Channel {
  /** False when the page is not in a frame: every request rejects with `no_host`. */
  readonly hosted: boolean;
  request<Result>(type: string, fields: object): Promise<Result>;
  destroy(): void;
}

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: GameSdkError) => void;
  timer: ReturnType<typeof setTimeout>;
  /** Starts the timeout again (the host said it is still working on it). */
  rearm: () => void;
}

/**
 * Messages go only to `window.parent`, and only messages from `window.parent` are read; every
 * answer is checked before a promise settles, and a `pending` notice restarts its request's
 * timeout. Escape that the game leaves alone sends `exit`. Version 2's events go to `onEvent`.
 */
export function openChannel(options: GameClientOptions, version: 1 | 2, onEvent?: (event: HostEventV2) => void): Channel {
  const self = options.window ?? window;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const host = self.parent;
  const hosted = host !== self;
  const pending = new Map<string, Pending>();
  let nextId = 1;

  const onMessage = (event: MessageEvent) => {
    if (event.source !== host) return;
    const checked = version === 2 ? validateHostResponse(event.data, 2) : validateHostResponse(event.data);
    if (!checked.ok) return;
    const message = checked.value;
    if (message.type !== 'response' && message.type !== 'pending') {
      onEvent?.(message);
      return;
    }
    const waiting = pending.get(message.id);
    if (!waiting) return;
    if (message.type === 'pending') {
      waiting.rearm();
      return;
    }
    pending.delete(message.id);
    clearTimeout(waiting.timer);
    if (message.ok) waiting.resolve(message.result);
    else waiting.reject(new GameSdkError(message.error.code, message.error.message, message.error.retryAfterSeconds, message.error.save));
  };
  // After the game's own listeners (a task later): only an Escape none of them prevented leaves.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.repeat) return;
    setTimeout(() => {
      if (!event.defaultPrevented) request('exit', {}).catch(() => undefined);
    }, 0);
  };
  if (hosted) self.addEventListener('message', onMessage);
  if (hosted && options.exitOnEscape !== false) self.addEventListener('keydown', onKeyDown);

  function request<Result>(type: string, fields: object): Promise<Result> {
    if (!hosted) return Promise.reject(new GameSdkError('no_host', 'The game is not running inside the site, so there is no one to answer.'));
    const id = `r${nextId++}`;
    return new Promise<Result>((resolve, reject) => {
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
      // Posted a microtask later, once the code that asked has returned: Chromium spent about
      // 2.5 ms more on a script's first message while the script's top level was still running
      // (where a game says it is ready as it starts), some 10 ms at a phone's 4× slower CPU
      // (docs/web/benchmarks.md, "A game's first message"). The messages keep the calls' order.
      queueMicrotask(() => {
        if (pending.has(id)) host.postMessage({ protocol: GAME_PROTOCOL, version, type, id, ...fields }, '*');
      });
    });
  }

  return {
    hosted,
    request,
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
