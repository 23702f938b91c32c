import { describe, expect, it } from 'vitest';
import { ProviderRpcError, UnsupportedMethodError, UserRejectedRequestError } from '../errors/provider-errors.ts';
import { WalletCoreError } from '../errors/base-error.ts';
import { createEIP1193Provider } from '../provider/create-eip1193-provider.ts';
import { createFakeWallet, rpcError, throwRpc } from '../../test/fake-wallet.ts';
import { requestAccountSelection } from './request-account-selection.ts';

describe('requestAccountSelection', () => {
  it('asks for wallet_requestPermissions [{ eth_accounts: {} }] and reports a confirmed choice', async () => {
    const provider = createFakeWallet({ wallet_requestPermissions: () => [{ parentCapability: 'eth_accounts' }] });
    await expect(requestAccountSelection(provider)).resolves.toEqual({ status: 'selected' });
    expect(provider.calls).toEqual([{ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] }]);
  });

  it('reports 4200 (no account picker) as unsupported, with the exact 4200 message', async () => {
    const provider = createFakeWallet({ wallet_requestPermissions: () => throwRpc(4200, 'not here') });
    const answer = await requestAccountSelection(provider);
    expect(answer.status).toBe('unsupported');
    expect(answer.status !== 'selected' && answer.error).toBeInstanceOf(UnsupportedMethodError);
    expect(answer.status !== 'selected' && answer.error.message).toBe('The Provider does not support the requested method: wallet_requestPermissions');
  });

  it('reports a catalogue wallet marked without account selection as unsupported, never asking it', async () => {
    // The noSelectAccounts quirk overrides the method with null; wallet-core answers 4200 itself.
    const provider = createFakeWallet({ wallet_requestPermissions: () => null });
    const wrapped = createEIP1193Provider(provider, { wallet_requestPermissions: null });
    await expect(requestAccountSelection(wrapped)).resolves.toMatchObject({ status: 'unsupported' });
    expect(provider.calls).toEqual([]);
  });

  it('treats -32601 (method does not exist) like 4200', async () => {
    const provider = createFakeWallet({ wallet_requestPermissions: () => throwRpc(-32601, 'The method does not exist') });
    await expect(requestAccountSelection(provider)).resolves.toMatchObject({ status: 'unsupported', error: { code: -32601 } });
  });

  it('reports 4001 as rejected', async () => {
    const provider = createFakeWallet({ wallet_requestPermissions: () => throwRpc(4001, 'User rejected the request.') });
    const answer = await requestAccountSelection(provider);
    expect(answer).toMatchObject({ status: 'rejected', error: { code: 4001, message: 'User rejected the request.' } });
    expect(answer.status === 'rejected' && answer.error).toBeInstanceOf(UserRejectedRequestError);
  });

  it('reads a code wrapped in data.originalError the same way connect and setChain do', async () => {
    // MetaMask Mobile: a generic -32603 around the real answer. Read at the top level only, this
    // was a failure; read like every other wallet error, the visitor closed the picker.
    const rejected = createFakeWallet({
      wallet_requestPermissions: () => throwRpc(-32603, 'Internal error', { originalError: rpcError(4001, 'User rejected the request.') }),
    });
    await expect(requestAccountSelection(rejected)).resolves.toMatchObject({ status: 'rejected', error: { code: 4001 } });
    const unsupported = createFakeWallet({
      wallet_requestPermissions: () => throwRpc(-32603, 'Internal error', { originalError: rpcError(4200, 'nope') }),
    });
    await expect(requestAccountSelection(unsupported)).resolves.toMatchObject({ status: 'unsupported', error: { code: 4200 } });
  });

  it('reports any other error as failed with its code and message, and never rejects', async () => {
    const internal = createFakeWallet({ wallet_requestPermissions: () => throwRpc(-32603, 'Internal error') });
    const answer = await requestAccountSelection(internal);
    expect(answer).toMatchObject({ status: 'failed', error: { code: -32603, message: 'Internal error' } });
    expect(answer.status === 'failed' && answer.error).toBeInstanceOf(ProviderRpcError);

    const noCode = { request: () => Promise.reject(new Error('no code here')) };
    const plain = await requestAccountSelection(noCode);
    expect(plain).toMatchObject({ status: 'failed', error: { message: 'no code here' } });
    expect(plain.status === 'failed' && plain.error).toBeInstanceOf(WalletCoreError);

    // Some wallets reject with a bare string, others throw before returning a promise.
    const text = { request: () => Promise.reject('plain text') };
    await expect(requestAccountSelection(text)).resolves.toMatchObject({ status: 'failed', error: { message: 'plain text' } });
    const throwsAtOnce = { request: () => throwRpc(4001) };
    await expect(requestAccountSelection(throwsAtOnce)).resolves.toMatchObject({ status: 'rejected' });
  });
});
