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
    const accounts = current.accounts.map((account): Account => {
      const found = details.find((detail) => detail.address === account.address);
      if (!found || !differs(account, found)) return account;
      return Object.freeze({ ...account, balance: found.balance, ens: found.ens, uns: found.uns });
    });
    const changed = accounts.some((account, index) => account !== current.accounts[index]);
    return changed ? { accounts: Object.freeze(accounts) } : {};
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
