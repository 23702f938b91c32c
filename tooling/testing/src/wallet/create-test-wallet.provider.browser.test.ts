import { describe, expect, it } from 'vitest';
import type { Hex } from '../chain/types.ts';
import { getLocalChain } from '../vitest/local-chain.ts';
import { createTestWallet } from './create-test-wallet.ts';
import { rejectionOf } from './rejection-of.ts';
import type { ProviderConnectInfo, ProviderMessage, ProviderRpcErrorShape } from './types.ts';

const newWallet = () => createTestWallet({ rpcUrl: getLocalChain().rpcUrl });

describe('the EIP-1193 surface', () => {
  it('request() always returns a promise, also for a malformed call', async () => {
    const { provider } = newWallet();
    const request = provider.request as (args: unknown) => Promise<unknown>;
    for (const [args, message] of [
      [undefined, 'Invalid params: request() expects one object argument { method, params? }'],
      ['eth_chainId', 'Invalid params: request() expects one object argument { method, params? }'],
      [[{ method: 'eth_chainId' }], 'Invalid params: request() expects one object argument { method, params? }'],
      [{}, 'Invalid params: request() needs a non-empty string method'],
      [{ method: '' }, 'Invalid params: request() needs a non-empty string method'],
      [{ method: 'eth_chainId', params: 'x' }, 'Invalid params: params must be an array or an object'],
    ] as const) {
      const pending = request(args);
      expect(pending).toBeInstanceOf(Promise);
      const error = await rejectionOf(pending);
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({ code: -32602, message });
    }
  });

  it('errors carry a numeric code, a message and data only when there is some', async () => {
    const { provider, controls } = newWallet();
    controls.reject({ once: true });
    const error = (await rejectionOf(provider.request({ method: 'eth_requestAccounts' }))) as Error & ProviderRpcErrorShape;
    expect(typeof error.code).toBe('number');
    expect(error.name).toBe('ProviderRpcError');
    expect('data' in error).toBe(false);
    expect(JSON.parse(JSON.stringify(error))).toEqual({ code: 4001, message: 'User rejected the request.' });
  });

  it('carries the flags it was given, and refuses flags that would replace provider members', () => {
    const { provider } = createTestWallet({ rpcUrl: getLocalChain().rpcUrl, flags: { isMetaMask: true, isOkxWallet: false } });
    expect(provider.isMetaMask).toBe(true);
    expect(provider.isOkxWallet).toBe(false);
    expect(provider.isTestWallet).toBe(true);
    expect(() => createTestWallet({ rpcUrl: getLocalChain().rpcUrl, flags: { request: 1 } })).toThrow('flags.request would replace a provider member');
  });

  it('needs an rpcUrl', () => {
    expect(() => createTestWallet({ rpcUrl: '' })).toThrow('createTestWallet needs an rpcUrl');
  });

  it('request works when detached from the provider', async () => {
    const { request } = newWallet().provider;
    await expect(request({ method: 'eth_chainId' })).resolves.toBe('0x45c');
  });
});

describe('listeners', () => {
  it('on/removeListener/off/once keep listenerCount exact, so leaks are visible', async () => {
    const { provider, controls } = newWallet();
    const calls: string[] = [];
    const first = () => calls.push('first');
    const second = () => calls.push('second');
    expect(provider.on('chainChanged', first)).toBe(provider);
    provider.addListener('chainChanged', second);
    provider.once('chainChanged', () => calls.push('once'));
    expect(provider.listenerCount('chainChanged')).toBe(3);

    controls.switchChain(1);
    expect(calls).toEqual(['first', 'second', 'once']);
    expect(provider.listenerCount('chainChanged')).toBe(2);

    expect(provider.removeListener('chainChanged', first)).toBe(provider);
    provider.off('chainChanged', second);
    expect(provider.listenerCount('chainChanged')).toBe(0);
    controls.switchChain(1116);
    expect(calls).toHaveLength(3);
    // Removing what is not there is harmless.
    provider.removeListener('chainChanged', first);
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x45c');
  });

  it('a listener added twice runs twice and is removed one registration at a time', () => {
    const { provider, controls } = newWallet();
    let count = 0;
    const listener = () => { count += 1; };
    provider.on('message', listener).on('message', listener);
    controls.sendMessage({ type: 'ping', data: null });
    expect(count).toBe(2);
    provider.removeListener('message', listener);
    controls.sendMessage({ type: 'ping', data: null });
    expect(count).toBe(3);
    expect(provider.listenerCount('message')).toBe(1);
  });

  it('a once listener can be removed before it fires', () => {
    const { provider, controls } = newWallet();
    const seen: unknown[] = [];
    const listener = (message: ProviderMessage) => seen.push(message);
    provider.once('message', listener);
    provider.removeListener('message', listener);
    controls.sendMessage({ type: 'eth_subscription', data: { result: 1 } });
    expect(seen).toEqual([]);
    expect(provider.listenerCount('message')).toBe(0);
  });

  it('removeAllListeners clears one event or all', () => {
    const { provider } = newWallet();
    provider.on('connect', () => undefined).on('disconnect', () => undefined).on('message', () => undefined);
    provider.removeAllListeners('connect');
    expect([provider.listenerCount('connect'), provider.listenerCount('disconnect')]).toEqual([0, 1]);
    provider.removeAllListeners();
    expect(provider.listenerCount('disconnect') + provider.listenerCount('message')).toBe(0);
  });

  it('rejects a listener that is not a function', () => {
    const { provider } = newWallet();
    expect(() => provider.on('message', 'nope' as unknown as () => void)).toThrow('The "message" listener must be a function');
  });

  it('sendMessage emits a message event', () => {
    const { provider, controls } = newWallet();
    const seen: ProviderMessage[] = [];
    provider.on('message', (message) => seen.push(message));
    controls.sendMessage({ type: 'eth_subscription', data: { subscription: '0x1', result: '0x2' } });
    expect(seen).toEqual([{ type: 'eth_subscription', data: { subscription: '0x1', result: '0x2' } }]);
  });
});

describe('disconnect and reconnect', () => {
  it('disconnect() emits 4900 and fails every request with 4900; reconnect() emits connect', async () => {
    const { provider, controls } = newWallet();
    const disconnects: ProviderRpcErrorShape[] = [];
    const connects: ProviderConnectInfo[] = [];
    provider.on('disconnect', (error) => disconnects.push(error));
    provider.on('connect', (info) => connects.push(info));

    controls.disconnect();
    controls.disconnect();
    expect(disconnects).toHaveLength(1);
    expect(disconnects[0]).toBeInstanceOf(Error);
    expect(disconnects[0]).toMatchObject({ code: 4900, message: 'The Provider is disconnected from all chains.' });
    expect(provider.isConnected()).toBe(false);
    for (const method of ['eth_chainId', 'eth_requestAccounts', 'eth_blockNumber']) {
      await expect(rejectionOf(provider.request({ method }))).resolves.toMatchObject({ code: 4900 });
    }

    controls.reconnect();
    controls.reconnect();
    expect(connects).toEqual([{ chainId: '0x45c' }]);
    expect(provider.isConnected()).toBe(true);
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x45c');
  });
});

describe('request log', () => {
  it('records every request with its outcome, filterable by method', async () => {
    const { provider, controls } = newWallet();
    await provider.request({ method: 'eth_chainId' });
    controls.reject({ once: true });
    await rejectionOf(provider.request({ method: 'eth_requestAccounts' }));
    const accounts = await provider.request({ method: 'eth_requestAccounts' });
    await provider.request({ method: 'eth_getBalance', params: [getLocalChain().accounts[3], 'latest'] });

    const log = controls.requests();
    expect(log.map((entry) => entry.method)).toEqual(['eth_chainId', 'eth_requestAccounts', 'eth_requestAccounts', 'eth_getBalance']);
    expect(log[0]).toEqual({ method: 'eth_chainId', params: undefined, status: 'fulfilled', result: '0x45c' });
    expect(log[1]).toEqual({ method: 'eth_requestAccounts', params: undefined, status: 'rejected', error: { code: 4001, message: 'User rejected the request.' } });
    expect(log[2]?.result).toEqual(accounts);
    expect(log[3]?.params).toEqual([getLocalChain().accounts[3], 'latest']);
    expect(controls.requests('eth_requestAccounts')).toHaveLength(2);

    // The log hands out copies.
    (log[3]?.params as unknown[]).length = 0;
    expect(controls.requests('eth_getBalance')[0]?.params).toHaveLength(2);

    controls.clearRequests();
    expect(controls.requests()).toEqual([]);
  });
});

describe('scripted replies', () => {
  it('respond() answers a method with a result or an error, once or until removed', async () => {
    const { provider, controls } = newWallet();
    controls.respond('eth_blockNumber', { result: '0x99' });
    controls.respond('eth_blockNumber', { error: { code: 4100, message: 'Not now', data: { why: 'test' } } }, { once: true });
    const error = await rejectionOf(provider.request({ method: 'eth_blockNumber' }));
    expect(error).toMatchObject({ code: 4100, message: 'Not now', data: { why: 'test' } });
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toBe('0x99');
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toBe('0x99');
    controls.respond('eth_blockNumber', null);
    const fromNode = (await provider.request({ method: 'eth_blockNumber' })) as Hex;
    expect(fromNode).toMatch(/^0x[0-9a-f]+$/);
  });

  it('respond() overrides built-in wallet methods too', async () => {
    const { provider, controls } = newWallet();
    controls.respond('eth_chainId', { result: 56 }, { once: true });
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe(56);
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x45c');
  });

  it('a hanging method never settles and stays pending in the log', async () => {
    const { provider, controls } = newWallet();
    controls.respond('wallet_revokePermissions', { hang: true }, { once: true });
    const params = [{ eth_accounts: {} }];
    let outcome = 'still waiting';
    provider.request({ method: 'wallet_revokePermissions', params }).then(
      () => { outcome = 'settled'; },
      () => { outcome = 'settled'; },
    );
    // The same request again is answered the normal way; the first one, sent before it, would have
    // settled by the time it has.
    await expect(provider.request({ method: 'wallet_revokePermissions', params })).resolves.toBeNull();
    expect(outcome).toBe('still waiting');
    expect(controls.requests('wallet_revokePermissions')).toEqual([
      { method: 'wallet_revokePermissions', params, status: 'pending' },
      { method: 'wallet_revokePermissions', params, status: 'fulfilled', result: null },
    ]);
  });
});

describe('state()', () => {
  it('describes the wallet', async () => {
    const { provider, controls } = newWallet();
    expect(controls.state()).toEqual({
      chainId: '0x45c',
      knownChains: ['0x45c'],
      addedChains: [],
      accounts: undefined,
      permitted: false,
      locked: false,
      connected: true,
    });
    await provider.request({ method: 'eth_requestAccounts' });
    expect(controls.state()).toMatchObject({ accounts: getLocalChain().accounts, permitted: true });
  });
});
