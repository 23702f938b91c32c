import type { ConnectorContext } from './connector-context.ts';
import { findWallet, updateWallet } from './connector-context.ts';
import { readBalance } from '../wallet-rpc/read-balance.ts';
import { resolveNames } from './resolve-names.ts';
import type { Account } from './types.ts';

/**
 * Reads the balance and names of every account of one connected wallet and puts them in state in
 * one change. Answers that arrive after the wallet moved to another chain (or disconnected) are
 * dropped. Never rejects.
 */
export async function refreshAccountDetails(context: ConnectorContext, label: string): Promise<void> {
  const wallet = findWallet(context, label);
  const session = context.sessions.get(label);
  if (!wallet || !session) return;
  const { chainId } = wallet;
  const chain = context.config.chains.find((candidate) => candidate.id === chainId);

  const details = await Promise.all(
    wallet.accounts.map(async ({ address }) => {
      const [balance, names] = await Promise.all([
        chain ? readBalance(address, chain, session.provider) : null,
        resolveNames(address, chain, context.config.resolvers),
      ]);
      return { address, balance, ...names };
    }),
  );

  if (context.sessions.get(label) !== session) return;
  updateWallet(context, label, (current) => {
    if (current.chainId !== chainId) return {};
    const accounts = withDetails(current.accounts, details);
    const changed = accounts.some((account, index) => account !== current.accounts[index]);
    return changed ? { accounts: Object.freeze(accounts) } : {};
  });
}

/**
 * `accounts` with the details read for them, matched by address; an account whose details did not
 * change stays the same object. Linear: a lookup per account in a map, not a search of the list.
 */
export function withDetails(accounts: readonly Account[], details: readonly Pick<Account, 'address' | 'balance' | 'ens' | 'uns'>[]): Account[] {
  const byAddress = new Map(details.map((detail) => [detail.address, detail]));
  return accounts.map((account) => {
    const found = byAddress.get(account.address);
    if (!found || !differs(account, found)) return account;
    return Object.freeze({ ...account, ...found });
  });
}

function differs(account: Account, next: Pick<Account, 'balance' | 'ens' | 'uns'>): boolean {
  return (
    account.balance?.value !== next.balance?.value ||
    account.balance?.symbol !== next.balance?.symbol ||
    account.balance?.decimals !== next.balance?.decimals ||
    account.ens?.name !== next.ens?.name ||
    account.ens?.avatar !== next.ens?.avatar ||
    account.uns?.name !== next.uns?.name ||
    account.uns?.avatar !== next.uns?.avatar
  );
}
