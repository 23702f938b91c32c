import type { ConnectedWallet, WalletConnectorState } from '@site/wallet-core';
import type { ConnectorOption } from './connector-option.ts';
import { useWalletState } from './use-wallet-state.ts';

const selectWallets = (state: WalletConnectorState) => state.wallets;
const none: readonly ConnectedWallet[] = Object.freeze([]);

/** The connected wallets, the primary (most recently connected) first. */
export function useWallets(options?: ConnectorOption): readonly ConnectedWallet[] {
  return useWalletState(selectWallets, options ?? {}) ?? none;
}
