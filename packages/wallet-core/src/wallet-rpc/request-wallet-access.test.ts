import { describe, expect, it, vi } from 'vitest';
import { RequestAlreadyPendingError, UserRejectedRequestError } from '../errors/provider-errors.ts';
import { address1, address2, createFakeWallet, throwRpc, settle } from '../../test/fake-wallet.ts';
import { readAccounts, requestWalletAccess } from './request-wallet-access.ts';

const signal = () => new AbortController().signal;

describe('requestWalletAccess', () => {
  it('asks for accounts, then the chain (decimal answers normalised)', async () => {
    const provider = createFakeWallet({ eth_chainId: () => '1116' });
    await expect(requestWalletAccess(provider, { signal: signal() })).resolves.toEqual({
      status: 'granted',
      accounts: [address1],
      chainId: '0x45c',
    });
    expect(provider.calls.map((call) => call.method)).toEqual(['eth_requestAccounts', 'eth_chainId']);
  });

  it('reports a 4001 as rejected', async () => {
    const provider = createFakeWallet({ eth_requestAccounts: () => throwRpc(4001, 'User rejected the request.') });
    const access = await requestWalletAccess(provider, { signal: signal() });
    expect(access.status).toBe('rejected');
    expect(access.status === 'rejected' && access.error).toBeInstanceOf(UserRejectedRequestError);
  });

  it('on -32002 waits for the first accountsChanged with an account, then asks again', async () => {
    let locked = true;
    const provider = createFakeWallet({
      eth_requestAccounts: () => {
        if (locked) throwRpc(-32002, 'Already processing eth_requestAccounts. Please wait.');
        return [address1];
      },
    });
    let pending = 0;
    const access = requestWalletAccess(provider, { signal: signal(), onPending: () => pending++ });
    await settle();
    expect(pending).toBe(1);
    expect(provider.listenerCount('accountsChanged')).toBe(1);
    provider.emit('accountsChanged', []);
    await settle();
    expect(provider.listenerCount('accountsChanged')).toBe(1);
    locked = false;
    provider.emit('accountsChanged', [address1]);
    await expect(access).resolves.toMatchObject({ status: 'granted', accounts: [address1] });
    expect(provider.listenerCount()).toBe(0);
    expect(provider.calls.filter((call) => call.method === 'eth_requestAccounts')).toHaveLength(2);
  });

  it('stops waiting on -32002 when aborted, removing its listener', async () => {
    const provider = createFakeWallet({ eth_requestAccounts: () => throwRpc(-32002) });
    const controller = new AbortController();
    const access = requestWalletAccess(provider, { signal: controller.signal });
    await settle();
    controller.abort();
    await expect(access).resolves.toEqual({ status: 'cancelled' });
    expect(provider.listenerCount()).toBe(0);
  });

  it('silently: uses eth_accounts when it has accounts, and never waits on -32002', async () => {
    const authorised = createFakeWallet();
    await expect(requestWalletAccess(authorised, { signal: signal(), silent: true })).resolves.toMatchObject({ status: 'granted' });
    expect(authorised.calls.map((call) => call.method)).toEqual(['eth_accounts', 'eth_chainId']);

    const locked = createFakeWallet({ eth_accounts: () => [], eth_requestAccounts: () => throwRpc(-32002) });
    const access = await requestWalletAccess(locked, { signal: signal(), silent: true });
    expect(access.status === 'failed' && access.error).toBeInstanceOf(RequestAlreadyPendingError);
  });

  it.each([
    ['a plain Error', () => new Error('boom')],
    ['a string', () => 'boom'],
    ['null', () => null],
    ['an object with a throwing getter', () => Object.defineProperty({}, 'code', { get: () => { throw new Error('getter'); } })],
  ])('turns %s thrown by the wallet into a failed value', async (_name, make) => {
    const provider = createFakeWallet({
      eth_requestAccounts: () => {
        // Whatever a wallet throws.
        throw make();
      },
    });
    const access = await requestWalletAccess(provider, { signal: signal() });
    expect(access.status).toBe('failed');
  });

  it('fails when the wallet gives no account or an unreadable chain id', async () => {
    const empty = await requestWalletAccess(createFakeWallet({ eth_requestAccounts: () => [] }), { signal: signal() });
    expect(empty.status).toBe('failed');
    const badChain = await requestWalletAccess(createFakeWallet({ eth_chainId: () => 'nonsense' }), { signal: signal() });
    expect(badChain.status).toBe('failed');
  });

  it('keeps only addresses from the wallet’s answer, and fails when none is left', async () => {
    const markup = '<img src=x onerror="alert(1)">';
    const mixed = createFakeWallet({ eth_requestAccounts: () => [markup, 42, null, address1, '0x12', address2] });
    await expect(requestWalletAccess(mixed, { signal: signal() })).resolves.toEqual({
      status: 'granted',
      accounts: [address1, address2],
      chainId: '0x45c',
    });
    const garbage = await requestWalletAccess(createFakeWallet({ eth_requestAccounts: () => [markup, 'not an address'] }), { signal: signal() });
    expect(garbage.status).toBe('failed');
  });
});

describe('a wallet that gave its accounts and never tells its chain', () => {
  it('fails after ten seconds instead of leaving the connection "connecting"', async () => {
    vi.useFakeTimers();
    try {
      const silent = createFakeWallet({ eth_chainId: () => new Promise(() => undefined) });
      let settled: unknown = null;
      void requestWalletAccess(silent, { signal: signal() }).then((access) => (settled = access));
      await vi.advanceTimersByTimeAsync(9_999);
      expect(settled).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toMatchObject({ status: 'failed', error: { message: 'The wallet did not tell its chain' } });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('readAccounts', () => {
  it('reads odd answers as no account', () => {
    for (const odd of [null, undefined, address1, { 0: address1, length: 1 }, [` ${address1}`, `${address1}00`, address1.slice(0, -1)]]) {
      expect(readAccounts(odd)).toEqual([]);
    }
  });
});
