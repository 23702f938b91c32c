import type { AvailableWallet, WalletConnectorState } from '@site/wallet-core';
import { useWalletState } from './use-wallet-state.ts';

const selectAvailable = (state: WalletConnectorState) => state.availableWallets;

/** The wallets on offer (installed ones and ones with a download link), sorted by label. */
export function useAvailableWallets(): readonly AvailableWallet[] {
  return useWalletState(selectAvailable);
}
