import type { Account, ConnectedWallet, WalletConnectorState } from './types.ts';

/** The primary wallet: the most recently connected one, or null when none is connected. */
export function selectPrimaryWallet(state: Pick<WalletConnectorState, 'wallets'>): ConnectedWallet | null {
  return state.wallets[0] ?? null;
}

/** The primary wallet's first account (the one the wallet has active), or null. */
export function selectPrimaryAccount(state: Pick<WalletConnectorState, 'wallets'>): Account | null {
  return state.wallets[0]?.accounts[0] ?? null;
}
