import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WalletCoreError } from '../errors/base-error.ts';
import {
  ChainNotAddedError,
  ProviderRpcError,
  RequestAlreadyPendingError,
  UnsupportedMethodError,
  UserRejectedRequestError,
} from '../errors/provider-errors.ts';
import { UNKNOWN_PROVIDER_ERROR_CODE } from '../errors/provider-error-codes.ts';
import { toProviderRpcError } from './to-provider-rpc-error.ts';

describe('toProviderRpcError', () => {
  it('maps 4001 to UserRejectedRequestError, keeping message, data and the original as cause', () => {
    const raw = { code: 4001, message: 'User denied account authorization', data: { origin: 'x' } };
    const error = toProviderRpcError(raw);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect(error).toBeInstanceOf(WalletCoreError);
    expect(error).toMatchObject({ code: 4001, message: 'User denied account authorization', data: { origin: 'x' } });
    expect(error.cause).toBe(raw);
  });

  it('maps -32002 to RequestAlreadyPendingError', () => {
    const error = toProviderRpcError({ code: -32002, message: "Request of type 'wallet_requestPermissions' already pending" });
    expect(error).toBeInstanceOf(RequestAlreadyPendingError);
    expect(error.code).toBe(-32002);
  });

  it('maps 4902, top-level or wrapped by MetaMask Mobile, to ChainNotAddedError', () => {
    expect(toProviderRpcError({ code: 4902, message: 'Unrecognized chain ID "0x45c".' })).toBeInstanceOf(ChainNotAddedError);
    const wrapped = {
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { originalError: { code: 4902, message: 'Unrecognized chain ID "0x45c".' } },
    };
    const error = toProviderRpcError(wrapped);
    expect(error).toBeInstanceOf(ChainNotAddedError);
    expect(error.message).toBe('Unrecognized chain ID "0x45c".');
    expect(error.data).toBe(wrapped.data);
  });

  it('gives 4200 the exact documented message when the method is known', () => {
    const error = toProviderRpcError({ code: 4200, message: 'nope' }, { method: 'wallet_switchEthereumChain' });
    expect(error).toBeInstanceOf(UnsupportedMethodError);
    expect(error.message).toBe('The Provider does not support the requested method: wallet_switchEthereumChain');
    expect(toProviderRpcError({ code: 4200, message: 'nope' }).message).toBe('nope');
  });

  it('keeps other codes as a plain ProviderRpcError', () => {
    const error = toProviderRpcError({ code: -32603, message: 'Internal JSON-RPC error.' });
    expect(error.constructor).toBe(ProviderRpcError);
    expect(error).toMatchObject({ code: -32603, message: 'Internal JSON-RPC error.' });
    expect(toProviderRpcError({ code: 4900, message: 'Disconnected' }).code).toBe(4900);
  });

  it('returns a ProviderRpcError unchanged', () => {
    const error = new UserRejectedRequestError();
    expect(toProviderRpcError(error)).toBe(error);
  });

  it('handles strings, null and plain Errors with the unknown code', () => {
    const fromString = toProviderRpcError('User rejected the request.');
    expect(fromString).toMatchObject({ code: UNKNOWN_PROVIDER_ERROR_CODE, message: 'User rejected the request.' });
    expect(toProviderRpcError(null)).toMatchObject({ code: -1, message: 'The wallet returned an error without a message.' });
    const plain = new Error('boom');
    expect(toProviderRpcError(plain)).toMatchObject({ code: -1, message: 'boom', cause: plain });
  });

  it('never throws on hostile error objects', () => {
    const trap = new Proxy(
      {},
      {
        get: () => { throw new Error('get'); },
        getPrototypeOf: () => { throw new Error('proto'); },
      },
    );
    expect(toProviderRpcError(trap)).toMatchObject({ code: -1 });
    const liar = { code: 4001, get message(): string { throw new Error('x'); } };
    expect(toProviderRpcError(liar)).toMatchObject({ code: 4001, message: 'The user rejected the request.' });
    expect(toProviderRpcError({ code: 1, message: 'x'.repeat(100_000) }).message).toHaveLength(1000);
  });

  it('always returns a ProviderRpcError with an integer code (property)', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBoxedValues: true }), (value) => {
        const error = toProviderRpcError(value);
        expect(error).toBeInstanceOf(ProviderRpcError);
        expect(Number.isSafeInteger(error.code)).toBe(true);
        expect(typeof error.message).toBe('string');
      }),
    );
  });
});
