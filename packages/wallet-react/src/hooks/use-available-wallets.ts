import type { AvailableWallet, WalletConnectorState } from '@site/wallet-core';
import type { ConnectorOption } from './connector-option.ts';
import { useWalletState } from './use-wallet-state.ts';

const selectAvailable = (state: WalletConnectorState) => state.availableWallets;
const none: readonly AvailableWallet[] = Object.freeze([]);

/** The wallets on offer (installed ones and ones with a download link), sorted by label. */
export function useAvailableWallets(options?: ConnectorOption): readonly AvailableWallet[] {
  return useWalletState(selectAvailable, options ?? {}) ?? none;
}
