import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProviderRpcErrorCode } from '../errors/provider-error-codes.ts';
import { readErrorCode } from './read-error-code.ts';

describe('ProviderRpcErrorCode', () => {
  it('maps every name to its EIP-1193 / JSON-RPC code', () => {
    expect(ProviderRpcErrorCode).toEqual({
      ACCOUNT_ACCESS_REJECTED: 4001,
      ACCOUNT_ACCESS_ALREADY_REQUESTED: -32002,
      UNAUTHORIZED: 4100,
      INVALID_PARAMS: -32602,
      UNSUPPORTED_METHOD: 4200,
      DISCONNECTED: 4900,
      CHAIN_DISCONNECTED: 4901,
      CHAIN_NOT_ADDED: 4902,
      DOES_NOT_EXIST: -32601,
      UNRECOGNIZED_CHAIN_ID: -32603,
    });
  });
});

describe('readErrorCode', () => {
  it('reads a top-level code', () => {
    expect(readErrorCode({ code: 4001, message: 'User rejected the request.' })).toBe(4001);
    expect(readErrorCode(Object.assign(new Error('pending'), { code: -32002 }))).toBe(-32002);
  });

  it('reads the code MetaMask Mobile wraps in data.originalError, which wins over the wrapper', () => {
    const wrapped = { code: -32603, message: 'Internal JSON-RPC error.', data: { originalError: { code: 4902 } } };
    expect(readErrorCode(wrapped)).toBe(4902);
    expect(readErrorCode({ data: { originalError: { code: 4902 } } })).toBe(4902);
  });

  it('falls back to the top-level code when the wrapped one is unreadable', () => {
    expect(readErrorCode({ code: -32603, data: { originalError: { code: 'nope' } } })).toBe(-32603);
    expect(readErrorCode({ code: -32603, data: { originalError: null } })).toBe(-32603);
  });

  it('accepts numeric strings, rejects non-integers', () => {
    expect(readErrorCode({ code: '4001' })).toBe(4001);
    expect(readErrorCode({ code: '-32002' })).toBe(-32002);
    expect(readErrorCode({ code: 'ACTION_REJECTED' })).toBeUndefined();
    expect(readErrorCode({ code: 4001.5 })).toBeUndefined();
    expect(readErrorCode({ code: Number.NaN })).toBeUndefined();
  });

  it('returns undefined for values without a code', () => {
    for (const value of [undefined, null, 'User rejected', 42, true, Symbol('x'), {}, [], () => 1, new Error('x')]) {
      expect(readErrorCode(value)).toBeUndefined();
    }
  });

  it('never throws on getters or proxies that throw', () => {
    const trap = new Proxy({}, { get: () => { throw new Error('trap'); } });
    const getter = Object.defineProperty({}, 'code', { get: () => { throw new Error('getter'); } });
    const nestedGetter = { code: 4001, data: Object.defineProperty({}, 'originalError', { get: () => { throw new Error('x'); } }) };
    expect(readErrorCode(trap)).toBeUndefined();
    expect(readErrorCode(getter)).toBeUndefined();
    expect(readErrorCode(nestedGetter)).toBe(4001);
    const revocable = Proxy.revocable({}, {});
    revocable.revoke();
    expect(readErrorCode(revocable.proxy)).toBeUndefined();
  });

  it('never throws on any value (property)', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true }), (value) => {
        const code = readErrorCode(value);
        expect(code === undefined || Number.isSafeInteger(code)).toBe(true);
      }),
    );
  });
});
