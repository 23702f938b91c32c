import { describe, expect, it } from 'vitest';
import type { Hex } from '../chain/types.ts';
import { getLocalChain } from '../vitest/local-chain.ts';
import { createTestWallet } from './create-test-wallet.ts';
import { rejectionOf } from './rejection-of.ts';

const newWallet = (options: { accounts?: string[]; permitted?: boolean } = {}) => createTestWallet({ rpcUrl: getLocalChain().rpcUrl, ...options });

describe('account access', () => {
  it('eth_requestAccounts returns the node\'s first account first and connects the site', async () => {
    const { provider, controls } = newWallet();
    const seen: Hex[][] = [];
    provider.on('accountsChanged', (accounts) => seen.push(accounts));
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([]);
    const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as Hex[];
    expect(accounts[0]).toBe(getLocalChain().accounts[0]);
    expect(accounts).toEqual(getLocalChain().accounts);
    expect(seen).toEqual([accounts]);
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual(accounts);
    // Asking again does not announce the same accounts again.
    await provider.request({ method: 'eth_requestAccounts' });
    expect(seen).toHaveLength(1);
    expect(controls.state().permitted).toBe(true);
  });

  it('uses the accounts it was given, and a wallet can start connected', async () => {
    const mine = ['0x00000000000000000000000000000000000000a1', '0x00000000000000000000000000000000000000b2'];
    const { provider } = newWallet({ accounts: mine, permitted: true });
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual(mine);
  });

  it('refuses accounts that are not addresses', () => {
    expect(() => newWallet({ accounts: ['0x1234'] })).toThrow('accounts[0] is not an address: 0x1234');
  });

  it('reject() answers 4001 until approve(); the site stays disconnected', async () => {
    const { provider, controls } = newWallet();
    controls.reject();
    for (let attempt = 0; attempt < 2; attempt++) {
      const error = await rejectionOf(provider.request({ method: 'eth_requestAccounts' }));
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' });
      expect((error as { data?: unknown }).data).toBeUndefined();
    }
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([]);
    controls.approve();
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toHaveLength(10);
  });

  it('reject({ once: true }) applies to the next account request only', async () => {
    const { provider, controls } = newWallet();
    controls.reject({ once: true });
    await expect(rejectionOf(provider.request({ method: 'eth_requestAccounts' }))).resolves.toMatchObject({ code: 4001 });
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toHaveLength(10);
  });

  it('approve({ once: true }) lets one request through a persistent reject', async () => {
    const { provider, controls } = newWallet();
    controls.reject();
    controls.approve({ once: true });
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toHaveLength(10);
    await controls.unlock(); // not locked: nothing happens
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    await expect(rejectionOf(provider.request({ method: 'eth_requestAccounts' }))).resolves.toMatchObject({ code: 4001 });
  });

  it('while locked answers -32002; unlock() emits accountsChanged with the account and later requests succeed', async () => {
    const { provider, controls } = newWallet();
    const seen: Hex[][] = [];
    provider.on('accountsChanged', (accounts) => seen.push(accounts));
    controls.lock();
    const error = await rejectionOf(provider.request({ method: 'eth_requestAccounts' }));
    expect(error).toMatchObject({ code: -32002, message: 'Account access already requested. Unlock the wallet to continue.' });
    await expect(rejectionOf(provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] }))).resolves.toMatchObject({ code: -32002 });
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([]);
    expect(controls.state().locked).toBe(true);
    expect(seen).toEqual([]);

    await controls.unlock();
    expect(seen).toEqual([getLocalChain().accounts]);
    expect(seen[0]?.[0]).toBe(getLocalChain().accounts[0]);
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual(getLocalChain().accounts);
    expect(seen).toHaveLength(1);
  });

  it('locking a connected wallet hides the accounts and unlocking shows them again', async () => {
    const { provider, controls } = newWallet({ permitted: true });
    const seen: Hex[][] = [];
    provider.on('accountsChanged', (accounts) => seen.push(accounts));
    controls.lock();
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([]);
    await controls.unlock();
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toHaveLength(10);
    expect(seen).toEqual([[], getLocalChain().accounts]);
  });

  it('unlocking without a pending request does not connect the site', async () => {
    const { provider, controls } = newWallet();
    const seen: Hex[][] = [];
    provider.on('accountsChanged', (accounts) => seen.push(accounts));
    controls.lock();
    await controls.unlock();
    expect(seen).toEqual([]);
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([]);
  });

  it('setAccounts() switches accounts from inside the wallet', async () => {
    const { provider, controls } = newWallet();
    const seen: Hex[][] = [];
    provider.on('accountsChanged', (accounts) => seen.push(accounts));
    const [first, second] = getLocalChain().accounts as [Hex, Hex];
    controls.setAccounts([second, first]);
    expect(seen).toEqual([]); // the site is not connected yet, so it is not told
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([second, first]);
    controls.setAccounts([first]);
    expect(seen).toEqual([[second, first], [first]]);
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([first]);
    expect(() => { controls.setAccounts(['nope']); }).toThrow('accounts[0] is not an address: nope');
  });
});

describe('permissions', () => {
  it('wallet_getPermissions is empty until connected, then lists eth_accounts with the accounts', async () => {
    const { provider } = newWallet();
    await expect(provider.request({ method: 'wallet_getPermissions' })).resolves.toEqual([]);
    const granted = await provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] });
    expect(granted).toEqual([
      {
        parentCapability: 'eth_accounts',
        invoker: location.origin,
        date: expect.any(Number) as number,
        caveats: [{ type: 'restrictReturnedAccounts', value: getLocalChain().accounts }],
      },
    ]);
    await expect(provider.request({ method: 'wallet_getPermissions' })).resolves.toEqual(granted);
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual(getLocalChain().accounts);
  });

  it('wallet_requestPermissions follows the reject behaviour', async () => {
    const { provider, controls } = newWallet();
    controls.reject({ once: true });
    await expect(rejectionOf(provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] }))).resolves.toMatchObject({ code: 4001 });
  });

  it('wallet_revokePermissions disconnects the site and emits accountsChanged []', async () => {
    const { provider } = newWallet({ permitted: true });
    const seen: Hex[][] = [];
    provider.on('accountsChanged', (accounts) => seen.push(accounts));
    await expect(provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).resolves.toBeNull();
    expect(seen).toEqual([[]]);
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([]);
    await expect(provider.request({ method: 'wallet_getPermissions' })).resolves.toEqual([]);
    // Revoking again changes nothing and says nothing.
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    expect(seen).toHaveLength(1);
  });

  it('rejects permission requests other than [{ eth_accounts: {} }] with -32602', async () => {
    const { provider } = newWallet();
    for (const params of [undefined, [], [{}], [{ eth_accounts: {}, snap: {} }], [{ eth_accounts: {} }, {}], { eth_accounts: {} }]) {
      const error = await rejectionOf(provider.request({ method: 'wallet_requestPermissions', ...(params === undefined ? {} : { params }) }));
      expect(error).toMatchObject({ code: -32602, message: 'Invalid params: wallet_requestPermissions expects [{ eth_accounts: {} }]' });
    }
    await expect(rejectionOf(provider.request({ method: 'wallet_revokePermissions', params: [] }))).resolves.toMatchObject({
      code: -32602,
      message: 'Invalid params: wallet_revokePermissions expects [{ eth_accounts: {} }]',
    });
  });
});
