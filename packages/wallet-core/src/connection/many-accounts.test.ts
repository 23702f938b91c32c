import { describe, expect, it, vi } from 'vitest';
import { createFakeWallet, fakeModule, settle } from '../../test/fake-wallet.ts';
import { MAX_ACCOUNTS, readAccounts } from '../wallet-rpc/request-wallet-access.ts';
import { mergeAccounts, newAccount } from './apply-wallet-changes.ts';
import { withDetails } from './refresh-account-details.ts';
import { setUpConnector } from './test-connector.ts';
import type { Account } from './types.ts';

/** `count` distinct addresses, in order. */
function addresses(count: number, from = 0): string[] {
  return Array.from({ length: count }, (_, index) => `0x${(from + index).toString(16).padStart(40, '0')}`);
}

/** Objects whose `address` counts its reads: the number of comparisons an algorithm makes. */
function counted<T extends { address: string }>(items: readonly T[]): { items: T[]; reads: () => number } {
  let reads = 0;
  const wrapped = items.map((item) => {
    const { address, ...rest } = item;
    return Object.defineProperty({ ...rest }, 'address', {
      enumerable: true,
      get: () => {
        reads += 1;
        return address;
      },
    }) as T;
  });
  return { items: wrapped, reads: () => reads };
}

describe('a wallet that lists a great many accounts', () => {
  it('keeps each address once, the first 100: in state, in events and in balance reads', async () => {
    expect(MAX_ACCOUNTS).toBe(100);
    const listed = addresses(50_000);
    // Duplicates are dropped before the limit is counted.
    const answer = [listed[0], listed[1], ...listed];
    const provider = createFakeWallet({ eth_requestAccounts: () => answer, eth_accounts: () => answer });
    const module = fakeModule('MetaMask', provider);
    const { connector } = setUpConnector([module], { [module.injectedNamespace]: provider });
    const outcome = await connector.connect({ label: 'MetaMask' });
    expect(outcome.status).toBe('connected');
    await settle();
    expect(connector.getState().wallets[0]?.accounts.map((account) => account.address)).toEqual(listed.slice(0, MAX_ACCOUNTS));
    expect(provider.calls.filter((call) => call.method === 'eth_getBalance')).toHaveLength(MAX_ACCOUNTS);

    const heard = vi.fn();
    connector.events.on('accountsChanged', heard);
    const reversed = [...listed].reverse();
    provider.emit('accountsChanged', reversed);
    const kept = reversed.slice(0, MAX_ACCOUNTS);
    expect(connector.getState().wallets[0]?.accounts.map((account) => account.address)).toEqual(kept);
    expect(heard).toHaveBeenCalledExactlyOnceWith('MetaMask', kept);
    await settle();
    expect(provider.calls.filter((call) => call.method === 'eth_getBalance')).toHaveLength(2 * MAX_ACCOUNTS);
  });

  it('reads each address once, in the order given', () => {
    const [first = '', second = ''] = addresses(2);
    expect(readAccounts([second, first, second, 'x', first])).toEqual([second, first]);
    expect(readAccounts(addresses(MAX_ACCOUNTS + 1))).toEqual(addresses(MAX_ACCOUNTS));
  });
});

// However long the lists, matching accounts by address takes one look per account, not a search
// of the other list: counted in reads of `address`, so no clock is involved.
describe('matching accounts by address is linear', () => {
  const size = 5_000;

  it('mergeAccounts: a new list of accounts keeps the known ones', () => {
    const known = counted(addresses(size).map(newAccount));
    const next = [...addresses(size / 2, size), ...addresses(size)].reverse();
    const merged = mergeAccounts(known.items, next);
    expect(merged.map((account) => account.address)).toEqual(next);
    expect(merged.at(0)).toBe(known.items.at(-1));
    // One read per known account to index them, and one per account when checking the result.
    expect(known.reads()).toBeLessThanOrEqual(2 * size + next.length);
  });

  it('withDetails: the balances read are matched to their accounts', () => {
    const accounts = counted(addresses(size).map(newAccount));
    const details = counted(
      addresses(size)
        .reverse()
        .map((address): Account => ({ address, ens: null, uns: null, balance: { symbol: 'CORE', decimals: 18, value: 1n, formatted: '0.000000000000000001' } })),
    );
    const updated = withDetails(accounts.items, details.items);
    expect(updated.every((account) => account.balance?.value === 1n)).toBe(true);
    expect(accounts.reads() + details.reads()).toBeLessThanOrEqual(4 * size);
  });
});
