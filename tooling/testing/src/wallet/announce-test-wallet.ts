import { setWindowEthereum, type EthereumHost } from './place-window-ethereum.ts';
import type { Eip6963ProviderInfo, TestEip1193Provider, TestWallet } from './types.ts';

export interface AnnounceTestWalletOptions {
  /** Also place the provider at `window.ethereum`; default false. */
  windowEthereum?: boolean;
  /** Where events are dispatched and listened for; default `window`. */
  target?: EthereumHost;
}

/** The EIP-6963 announcement detail: frozen, as the standard requires. */
export interface TestWalletAnnouncement {
  readonly info: Eip6963ProviderInfo;
  readonly provider: TestEip1193Provider;
}

/**
 * EIP-6963: dispatches `eip6963:announceProvider` with a frozen `{ info, provider }` now and again
 * on every `eip6963:requestProvider`. Returns a function that stops answering (and takes the
 * provider back from `window.ethereum` if it was placed there).
 */
export function announceTestWallet(wallet: TestWallet, options: AnnounceTestWalletOptions = {}): () => void {
  const target = options.target ?? window;
  const detail: TestWalletAnnouncement = Object.freeze({ info: Object.freeze({ ...wallet.info }), provider: wallet.provider });
  const announce = (): void => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  };
  const undoWindowEthereum = options.windowEthereum ? setWindowEthereum(wallet, target) : undefined;
  target.addEventListener('eip6963:requestProvider', announce);
  announce();
  return () => {
    target.removeEventListener('eip6963:requestProvider', announce);
    undoWindowEthereum?.();
  };
}
