import { idleChainSwitch } from './connection-states.ts';
import type { ChainId } from '../chains/types.ts';
import type { ConnectorContext } from './connector-context.ts';
import { findWallet, updateWallet } from './connector-context.ts';
import { refreshAccountDetails } from './refresh-account-details.ts';
import type { Account } from './types.ts';

/** An account just learnt of: balance and names follow once read. */
export function newAccount(address: string): Account {
  return Object.freeze({ address, ens: null, uns: null, balance: null });
}

/**
 * The accounts at `addresses`, in that order: known ones (by address) keep their details. Linear:
 * a lookup per address in a map, not a search of the known list (a wallet may list thousands).
 */
export function mergeAccounts(known: readonly Account[], addresses: readonly string[]): readonly Account[] {
  const byAddress = new Map(known.map((account) => [account.address, account]));
  return Object.freeze(addresses.map((address) => byAddress.get(address) ?? newAccount(address)));
}

/** The wallet now shows these accounts (non-empty); known ones keep their details. */
export function applyAccounts(context: ConnectorContext, label: string, addresses: readonly string[]): void {
  const wallet = findWallet(context, label);
  if (!wallet) return;
  const same =
    wallet.accounts.length === addresses.length &&
    wallet.accounts.every((account, index) => account.address === addresses[index]);
  if (same) return;
  updateWallet(context, label, (current) => ({ accounts: mergeAccounts(current.accounts, addresses) }));
  context.emit('accountsChanged', label, addresses);
  void refreshAccountDetails(context, label);
}

/** The wallet is now on `chainId`: balances of the old chain are dropped, then re-read. */
export function applyChain(context: ConnectorContext, label: string, chainId: ChainId): void {
  const wallet = findWallet(context, label);
  if (!wallet || wallet.chainId === chainId) return;
  updateWallet(context, label, (current) => ({
    chainId,
    accounts: Object.freeze(current.accounts.map((account) => Object.freeze({ ...account, balance: null }))),
  }));
  context.emit('chainChanged', label, chainId);
  // The wallet reached the chain a switch asked for (the person switched in the wallet itself): a
  // failure or a "switch needed" said about it is over.
  const { chainSwitch } = context.store.getState();
  if (chainSwitch.status !== 'idle' && chainSwitch.status !== 'switching' && chainSwitch.chainId === chainId) context.store.update({ chainSwitch: idleChainSwitch });
  void refreshAccountDetails(context, label);
}
