import type { ChainId } from '../chains/types.ts';
import { readErrorCode } from '../provider/read-error-code.ts';
import type { EIP1193Provider, ProviderListener } from '../provider/types.ts';
import { readWalletChainId } from './read-wallet-chain-id.ts';
import { readAccounts } from './request-wallet-access.ts';

export interface WalletEventHandlers {
  onAccountsChanged(accounts: string[]): void;
  onChainChanged(chainId: ChainId): void;
  /** The wallet lost its connection for good (`disconnect`, except MetaMask's "try again" 1013). */
  onDisconnect(): void;
}

/** MetaMask sends `disconnect` with 1013 while it reconnects on its own; that is no disconnect. */
const tryAgainCode = 1013;

/**
 * Follows a connected wallet's `accountsChanged`, `chainChanged` (hex or decimal) and `disconnect`.
 * Returns the function that removes every listener; after it runs no handler fires, even for a
 * wallet whose `removeListener` does nothing.
 */
export function watchWalletEvents(provider: EIP1193Provider, handlers: WalletEventHandlers): () => void {
  let active = true;
  const listeners: Record<'accountsChanged' | 'chainChanged' | 'disconnect', ProviderListener> = {
    accountsChanged: (accounts) => {
      if (active) handlers.onAccountsChanged(readAccounts(accounts));
    },
    chainChanged: (chainId) => {
      if (!active) return;
      let normalised: ChainId;
      try {
        normalised = readWalletChainId(chainId);
      } catch {
        return; // Not a chain id: nothing to follow.
      }
      handlers.onChainChanged(normalised);
    },
    disconnect: (error) => {
      if (active && readErrorCode(error) !== tryAgainCode) handlers.onDisconnect();
    },
  };
  for (const [event, listener] of Object.entries(listeners)) {
    try {
      provider.on(event, listener);
    } catch {
      // A wallet without working events is still usable; it just cannot tell us about changes.
    }
  }
  return () => {
    active = false;
    for (const [event, listener] of Object.entries(listeners)) {
      try {
        provider.removeListener(event, listener);
      } catch {
        // Nothing more can be done; `active` already silences the handler.
      }
    }
  };
}
