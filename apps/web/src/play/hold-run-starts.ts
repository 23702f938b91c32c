import type { GameHostCallbacks } from '@site/game-sdk/host';

type StageRunCallbacks = Pick<GameHostCallbacks, 'onStartRun' | 'onFinishRun'>;

/** Resolves once `shown` does; rejects with the signal's reason once `signal` is aborted first. */
function untilShown(shown: Promise<void>, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      reject(signal.reason as Error);
    };
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    void shown.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}

/**
 * The run callbacks of a game loaded before Play (hidden, game-stage.tsx): a run the game asks
 * to start meanwhile (a version-1 game may ask as soon as it has loaded) waits until `shown`
 * resolves, when the player has pressed Play, and only then spends stamina. The SDK host tells
 * the game the request is pending meanwhile, so it does not time out. Once `signal` is aborted
 * (the frame is gone: the player left without Play) the request is never sent.
 */
export function holdRunStarts(runs: StageRunCallbacks, shown: Promise<void>, signal: AbortSignal): StageRunCallbacks {
  return {
    onStartRun: async (request) => {
      await untilShown(shown, signal);
      return runs.onStartRun(request);
    },
    onFinishRun: runs.onFinishRun,
  };
}
