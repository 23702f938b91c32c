import type { LifecycleRequest } from '../protocol/protocol-v2.ts';
import type { GameHostCallbacks } from './host-callbacks.ts';
import { createTokenBucket, type TokenBucket } from './token-bucket.ts';

/** Whether a request belongs to the life cycle. */
export const isLifecycleRequest = (request: { type: string }): request is LifecycleRequest =>
  ['gameReady', 'loadingProgress', 'gameplayStart', 'gameplayStop', 'happyTime', 'gameOver'].includes(request.type);

export interface Lifecycle {
  /** Life-cycle requests have a bucket of their own (bursts of 20, 10 a second): progress reports never cost a run. */
  bucket: TokenBucket;
  /** Calls the site's callback for a request in its order, or says why it is out of order. */
  receive(request: LifecycleRequest): string | null;
}

/**
 * Version 2's life cycle in its order: `loadingProgress` only before `gameReady`, `gameReady`
 * once, `gameplayStart` after it and not twice in a row, `gameplayStop` only while playing,
 * `happyTime` and `gameOver` after `gameReady`.
 */
export function createLifecycle(callbacks: GameHostCallbacks, now: () => number): Lifecycle {
  let ready = false;
  let playing = false;
  return {
    bucket: createTokenBucket(20, 10, now),
    receive(request) {
      switch (request.type) {
        case 'loadingProgress':
          if (ready) return 'loadingProgress comes before gameReady';
          callbacks.onLoadingProgress?.(request.progress);
          return null;
        case 'gameReady':
          if (ready) return 'gameReady was already called';
          ready = true;
          callbacks.onReady?.({ version: 2 });
          return null;
        case 'gameplayStart':
          if (!ready) return 'gameplayStart comes after gameReady';
          if (playing) return 'gameplayStart was already called; call gameplayStop first';
          playing = true;
          callbacks.onGameplayStart?.();
          return null;
        case 'gameplayStop':
          if (!playing) return 'gameplayStop comes after gameplayStart';
          playing = false;
          callbacks.onGameplayStop?.();
          return null;
        case 'happyTime':
          if (!ready) return 'happyTime comes after gameReady';
          callbacks.onHappyTime?.();
          return null;
        case 'gameOver':
          if (!ready) return 'gameOver comes after gameReady';
          callbacks.onGameOver?.(request.level !== undefined && request.completed !== undefined ? { level: request.level, completed: request.completed } : null);
          return null;
      }
    },
  };
}
