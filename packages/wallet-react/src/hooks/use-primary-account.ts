import type { Account, WalletConnectorState } from '@site/wallet-core';
import { useWalletState } from './use-wallet-state.ts';

const selectPrimaryAccount = (state: WalletConnectorState): Account | null => state.wallets[0]?.accounts[0] ?? null;

/** The primary wallet's first account (address, balance, ENS and UNS names), or null. */
export function usePrimaryAccount(): Account | null {
  return useWalletState(selectPrimaryAccount);
}
