import { setWindowEthereum, type EthereumHost } from './place-window-ethereum.ts';
import type { TestWallet } from './types.ts';

export interface LateInjection {
  /** Settles once the provider is at `window.ethereum` and `ethereum#initialized` was dispatched. */
  readonly injected: Promise<void>;
  /** Cancels a pending injection, or takes the provider back from `window.ethereum`. */
  remove(): void;
}

/**
 * A wallet that injects after page load: after `delayMs` sets `window.ethereum` and dispatches
 * `ethereum#initialized`, as some extensions do.
 */
export function injectLate(wallet: TestWallet, delayMs: number, target: EthereumHost = window): LateInjection {
  let undo: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const injected = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      timer = undefined;
      undo = setWindowEthereum(wallet, target);
      target.dispatchEvent(new Event('ethereum#initialized'));
      resolve();
    }, delayMs);
  });
  return {
    injected,
    remove: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      undo?.();
      undo = undefined;
    },
  };
}
