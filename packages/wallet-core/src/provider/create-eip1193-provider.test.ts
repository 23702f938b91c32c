// Real wallets throw and reject with plain objects and strings; these fakes must too.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import {
  ChainNotAddedError,
  ProviderRpcError,
  UnsupportedMethodError,
  UserRejectedRequestError,
} from '../errors/provider-errors.ts';
import { ValidationError } from '../errors/validation-error.ts';
import { createEIP1193Provider } from './create-eip1193-provider.ts';
import type { RequestArguments } from './types.ts';

/** A small EIP-1193 wallet: answers from a table, records every call and its `this`. */
function fakeWallet(answers: Record<string, (params: unknown) => unknown> = {}) {
  const calls: RequestArguments[] = [];
  const emitter = new EventEmitter();
  const wallet = {
    isMetaMask: true,
    request(this: unknown, args: RequestArguments): Promise<unknown> {
      if (this !== wallet) return Promise.reject(new Error('called without the wallet as this'));
      calls.push(args);
      const answer = answers[args.method];
      if (!answer) return Promise.reject({ code: 4200, message: `no ${args.method}` });
      try {
        return Promise.resolve(answer(args.params));
      } catch (error) {
        return Promise.reject(error);
      }
    },
    on(event: string, listener: (...args: unknown[]) => void) {
      emitter.on(event, listener);
      return wallet;
    },
    removeListener(event: string, listener: (...args: unknown[]) => void) {
      emitter.removeListener(event, listener);
      return wallet;
    },
  };
  return { wallet, calls, emitter };
}

describe('createEIP1193Provider', () => {
  it('returns a new object and never mutates the wallet (window.ethereum.request stays the same)', async () => {
    const { wallet } = fakeWallet({ eth_chainId: () => '0x45c' });
    const windowLike = { ethereum: wallet };
    const originalRequest: unknown = Reflect.get(windowLike.ethereum, 'request');
    const keysBefore = Object.keys(wallet);

    const provider = createEIP1193Provider(windowLike.ethereum, { eth_chainId: async () => '0x1' });

    expect(provider).not.toBe(wallet);
    expect(Object.isFrozen(provider)).toBe(true);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1');
    expect(Reflect.get(windowLike.ethereum, 'request')).toBe(originalRequest);
    expect(Object.keys(wallet)).toEqual(keysBefore);
    expect(await windowLike.ethereum.request({ method: 'eth_chainId' })).toBe('0x45c');
  });

  it('calls the wallet request with the wallet as this', async () => {
    const { wallet, calls } = fakeWallet({ eth_getBalance: () => '0x10' });
    const provider = createEIP1193Provider(wallet);
    await expect(provider.request({ method: 'eth_getBalance', params: ['0xabc', 'latest'] })).resolves.toBe('0x10');
    expect(calls).toEqual([{ method: 'eth_getBalance', params: ['0xabc', 'latest'] }]);
  });

  it('uses the legacy sendAsync path with a JSON-RPC 2.0 payload when there is no request', async () => {
    const payloads: unknown[] = [];
    const legacy = {
      sendAsync(payload: { id: number; method: string }, callback: (error: unknown, response?: unknown) => void) {
        payloads.push(payload);
        if (payload.method === 'eth_requestAccounts') callback({ code: 4001, message: 'User rejected' });
        else if (payload.method === 'eth_call') callback(null, { id: payload.id, jsonrpc: '2.0', error: { code: -32000, message: 'reverted' } });
        else setTimeout(() => { callback(null, { id: payload.id, jsonrpc: '2.0', result: '0x45c' }); }, 1);
      },
    };
    const provider = createEIP1193Provider(legacy);

    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x45c');
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x45c' }] })).resolves.toBe('0x45c');
    const rejected = provider.request({ method: 'eth_requestAccounts' });
    await expect(rejected).rejects.toBeInstanceOf(UserRejectedRequestError);
    await expect(provider.request({ method: 'eth_call', params: [] })).rejects.toMatchObject({ code: -32000, message: 'reverted' });

    expect(payloads).toEqual([
      { id: 1, jsonrpc: '2.0', method: 'eth_chainId', params: [] },
      { id: 2, jsonrpc: '2.0', method: 'wallet_switchEthereumChain', params: [{ chainId: '0x45c' }] },
      { id: 3, jsonrpc: '2.0', method: 'eth_requestAccounts', params: [] },
      { id: 4, jsonrpc: '2.0', method: 'eth_call', params: [] },
    ]);
  });

  it('passes the base request and the params to an override', async () => {
    const { wallet, calls } = fakeWallet({ eth_chainId: () => '1116', eth_accounts: () => ['0xabc'] });
    const seen: unknown[] = [];
    const provider = createEIP1193Provider(wallet, {
      eth_chainId: async (baseRequest, params) => {
        seen.push(params);
        const decimal = await baseRequest({ method: 'eth_chainId' });
        return `0x${Number(decimal).toString(16)}`;
      },
      eth_requestAccounts: (baseRequest) => baseRequest({ method: 'eth_accounts' }),
    });

    expect(await provider.request({ method: 'eth_chainId', params: ['x'] })).toBe('0x45c');
    expect(seen).toEqual([['x']]);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual(['0xabc']);
    expect(calls.map((call) => call.method)).toEqual(['eth_chainId', 'eth_accounts']);
  });

  it('rejects a method overridden with null with 4200 and the exact message, without calling the wallet', async () => {
    const { wallet, calls } = fakeWallet({ wallet_switchEthereumChain: () => null });
    const provider = createEIP1193Provider(wallet, { wallet_switchEthereumChain: null });
    const result = provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x45c' }] });
    await expect(result).rejects.toBeInstanceOf(UnsupportedMethodError);
    await expect(result).rejects.toMatchObject({
      code: 4200,
      message: 'The Provider does not support the requested method: wallet_switchEthereumChain',
    });
    expect(calls).toEqual([]);
  });

  it('turns wallet errors into ProviderRpcError classes, keeping the original', async () => {
    const raw = { code: -32603, message: 'Internal JSON-RPC error.', data: { originalError: { code: 4902, message: 'Unrecognized chain' } } };
    const { wallet } = fakeWallet({
      wallet_switchEthereumChain: () => { throw raw; },
      eth_sign: () => { throw 'plain string failure'; },
    });
    const provider = createEIP1193Provider(wallet);
    const error: unknown = await provider.request({ method: 'wallet_switchEthereumChain', params: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChainNotAddedError);
    expect((error as ChainNotAddedError).cause).toBe(raw);
    await expect(provider.request({ method: 'eth_sign' })).rejects.toMatchObject({ code: -1, message: 'plain string failure' });
    await expect(provider.request({ method: 'wallet_addEthereumChain' })).rejects.toMatchObject({
      code: 4200,
      message: 'The Provider does not support the requested method: wallet_addEthereumChain',
    });
  });

  it('turns a synchronously throwing wallet or override into a rejection', async () => {
    const throwing = {
      request() {
        throw { code: 4001, message: 'sync reject' };
      },
    };
    await expect(createEIP1193Provider(throwing).request({ method: 'eth_requestAccounts' })).rejects.toBeInstanceOf(UserRejectedRequestError);
    const provider = createEIP1193Provider(throwing, {
      eth_chainId: () => {
        throw new Error('override broke');
      },
    });
    await expect(provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: -1, message: 'override broke' });
  });

  it('rejects a request without a method name with -32602', async () => {
    const provider = createEIP1193Provider(fakeWallet().wallet);
    await expect(provider.request({ method: '' })).rejects.toMatchObject({ code: -32602 });
    await expect(provider.request(null as unknown as RequestArguments)).rejects.toBeInstanceOf(ProviderRpcError);
  });

  it('forwards on and removeListener to the wallet', () => {
    const { wallet, emitter } = fakeWallet();
    const provider = createEIP1193Provider(wallet);
    const received: unknown[] = [];
    const listener = (chainId: unknown) => received.push(chainId);

    expect(provider.on('chainChanged', listener)).toBe(provider);
    emitter.emit('chainChanged', '0x45c');
    expect(provider.removeListener('chainChanged', listener)).toBe(provider);
    emitter.emit('chainChanged', '0x1');

    expect(received).toEqual(['0x45c']);
    expect(emitter.listenerCount('chainChanged')).toBe(0);
  });

  it('falls back to addListener/off, and is a no-op for wallets without events', async () => {
    const added: string[] = [];
    const removed: string[] = [];
    const offStyle = {
      request: () => Promise.resolve('0x45c'),
      addListener: (event: string) => added.push(event),
      off: (event: string) => removed.push(event),
    };
    const provider = createEIP1193Provider(offStyle);
    provider.on('accountsChanged', () => undefined);
    provider.removeListener('accountsChanged', () => undefined);
    expect(added).toEqual(['accountsChanged']);
    expect(removed).toEqual(['accountsChanged']);

    const silent = createEIP1193Provider({ request: () => Promise.resolve('0x45c') });
    expect(() => silent.on('chainChanged', () => undefined)).not.toThrow();
    expect(() => silent.removeListener('chainChanged', () => undefined)).not.toThrow();
    expect(await silent.request({ method: 'eth_chainId' })).toBe('0x45c');
  });

  it('throws a ValidationError when the value is not a provider', () => {
    for (const value of [undefined, null, 'ethereum', 42, {}, { request: 'nope' }, { sendAsync: true }]) {
      expect(() => createEIP1193Provider(value)).toThrow(ValidationError);
    }
    expect(() => createEIP1193Provider({})).toThrow(
      'Invalid provider: "provider" must be an object with a request or sendAsync function',
    );
    const trap = new Proxy({}, { get: () => { throw new Error('trap'); } });
    expect(() => createEIP1193Provider(trap)).toThrow(ValidationError);
  });

  it('throws a ValidationError naming a bad override', () => {
    const { wallet } = fakeWallet();
    expect(() => createEIP1193Provider(wallet, { eth_chainId: 'hex' as never })).toThrow(
      'Invalid provider overrides: "overrides.eth_chainId" must be a function or null',
    );
  });

  it('ignores inherited keys of the overrides object', async () => {
    const { wallet } = fakeWallet({ toString: () => 'wallet answer' });
    const provider = createEIP1193Provider(wallet, {});
    await expect(provider.request({ method: 'toString' })).resolves.toBe('wallet answer');
  });
});
