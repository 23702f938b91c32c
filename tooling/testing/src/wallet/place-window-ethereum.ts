import type { TestWallet } from './types.ts';

export interface EthereumHost extends EventTarget {
  ethereum?: unknown;
}

/**
 * Puts the wallet's provider at `window.ethereum` (or `target.ethereum`), the legacy injection
 * spot. Returns a function that undoes it, unless something else has replaced it meanwhile.
 */
export function setWindowEthereum(wallet: TestWallet, target: EthereumHost = window): () => void {
  const hadValue = 'ethereum' in target;
  const previous = target.ethereum;
  target.ethereum = wallet.provider;
  return () => {
    if (target.ethereum !== wallet.provider) return;
    if (hadValue) target.ethereum = previous;
    else delete target.ethereum;
  };
}
