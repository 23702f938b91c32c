import type { ConnectedWallet } from '@site/wallet-core';
import { useWalletState } from './use-wallet-state.ts';

const selectWallets = (state: { wallets: readonly ConnectedWallet[] }) => state.wallets;

/** The connected wallets, the primary (most recently connected) first. */
export function useWallets(): readonly ConnectedWallet[] {
  return useWalletState(selectWallets);
}
