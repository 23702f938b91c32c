import { selectPrimaryWallet, type ConnectedWallet } from '@site/wallet-core';
import type { ConnectorOption } from './connector-option.ts';
import { useWalletState } from './use-wallet-state.ts';

/** The primary (most recently connected) wallet: label, icon, provider, accounts, chain; or null. */
export function usePrimaryWallet(options?: ConnectorOption): ConnectedWallet | null {
  return useWalletState(selectPrimaryWallet, options ?? {}) ?? null;
}
