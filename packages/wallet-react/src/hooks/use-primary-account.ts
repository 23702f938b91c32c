import { selectPrimaryAccount, type Account } from '@site/wallet-core';
import type { ConnectorOption } from './connector-option.ts';
import { useWalletState } from './use-wallet-state.ts';

/** The primary wallet's active account (address, balance, ENS and UNS names), or null. */
export function usePrimaryAccount(options?: ConnectorOption): Account | null {
  return useWalletState(selectPrimaryAccount, options ?? {}) ?? null;
}
