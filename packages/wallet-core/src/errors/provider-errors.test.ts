import { describe, expect, it } from 'vitest';
import { WalletCoreError } from './base-error.ts';
import {
  ChainNotAddedError,
  ProviderRpcError,
  RequestAlreadyPendingError,
  UnsupportedMethodError,
  UserRejectedRequestError,
  unsupportedMethodMessage,
} from './provider-errors.ts';

describe('provider errors', () => {
  it('carries code, message and data, and the cause', () => {
    const cause = { code: 4100 };
    const error = new ProviderRpcError(4100, 'Unauthorized', { data: { method: 'eth_sign' }, cause });
    expect(error).toBeInstanceOf(WalletCoreError);
    expect(error).toMatchObject({ name: 'ProviderRpcError', code: 4100, message: 'Unauthorized', data: { method: 'eth_sign' } });
    expect(error.cause).toBe(cause);
  });

  it('has one class per outcome callers tell apart, each with its code', () => {
    const cases = [
      [new UserRejectedRequestError(), 4001, 'UserRejectedRequestError'],
      [new RequestAlreadyPendingError(), -32002, 'RequestAlreadyPendingError'],
      [new ChainNotAddedError(), 4902, 'ChainNotAddedError'],
      [new UnsupportedMethodError('eth_sign'), 4200, 'UnsupportedMethodError'],
    ] as const;
    for (const [error, code, name] of cases) {
      expect(error).toBeInstanceOf(ProviderRpcError);
      expect(error.code).toBe(code);
      expect(error.name).toBe(name);
      expect(error.message).not.toBe('');
    }
  });

  it('uses the wallet message when given', () => {
    expect(new UserRejectedRequestError({ message: 'User denied' }).message).toBe('User denied');
  });

  it('words 4200 exactly as the README does', () => {
    expect(unsupportedMethodMessage('eth_sign')).toBe('The Provider does not support the requested method: eth_sign');
    const error = new UnsupportedMethodError('wallet_requestPermissions', { message: 'ignored when the method is known' });
    expect(error.message).toBe('The Provider does not support the requested method: wallet_requestPermissions');
    expect(error.method).toBe('wallet_requestPermissions');
  });
});
