import { createEIP1193Provider } from '@site/wallet-core';
import { createTestWallet } from '@site/testing/wallet';
import { describe, expect, it } from 'vitest';
import { requestAccountSelection } from './request-account-selection.ts';

const accounts = ['0x1111111111111111111111111111111111111111', '0x2222222222222222222222222222222222222222'];

/** The shared test wallet; it answers account and permission methods itself (no chain needed). */
function testWallet() {
  return createTestWallet({ rpcUrl: 'http://127.0.0.1:9', accounts, permitted: true });
}

describe('requestAccountSelection', () => {
  it('asks for wallet_requestPermissions [{ eth_accounts: {} }] and reports a confirmed choice', async () => {
    const { provider, controls } = testWallet();
    await expect(requestAccountSelection(provider)).resolves.toEqual({ status: 'selected' });
    expect(controls.requests()).toEqual([
      expect.objectContaining({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }], status: 'fulfilled' }),
    ]);
  });

  it('reports 4200 (no account picker) as unsupported', async () => {
    const { provider, controls } = testWallet();
    controls.respond('wallet_requestPermissions', { error: { code: 4200, message: 'The Provider does not support the requested method: wallet_requestPermissions' } });
    await expect(requestAccountSelection(provider)).resolves.toEqual({ status: 'unsupported' });
  });

  it('reports a catalogue wallet marked without account selection as unsupported', async () => {
    // wallet-core answers 4200 itself for a method overridden with null (the noSelectAccounts quirk).
    const { provider, controls } = testWallet();
    const wrapped = createEIP1193Provider(provider, { wallet_requestPermissions: null });
    await expect(requestAccountSelection(wrapped)).resolves.toEqual({ status: 'unsupported' });
    expect(controls.requests('wallet_requestPermissions')).toEqual([]);
  });

  it('treats -32601 (method does not exist) like 4200', async () => {
    const { provider, controls } = testWallet();
    controls.respond('wallet_requestPermissions', { error: { code: -32601, message: 'The method does not exist' } });
    await expect(requestAccountSelection(provider)).resolves.toEqual({ status: 'unsupported' });
  });

  it('reports 4001 as rejected', async () => {
    const { provider, controls } = testWallet();
    controls.reject({ once: true });
    await expect(requestAccountSelection(provider)).resolves.toEqual({ status: 'rejected' });
    expect(controls.requests('wallet_requestPermissions').map((entry) => entry.status)).toEqual(['rejected']);
  });

  it('reports any other error as failed, with its code and message, and never rejects', async () => {
    const { provider, controls } = testWallet();
    controls.respond('wallet_requestPermissions', { error: { code: -32603, message: 'Internal error' } }, { once: true });
    await expect(requestAccountSelection(provider)).resolves.toEqual({ status: 'failed', code: -32603, message: 'Internal error' });
    const broken = { request: () => Promise.reject(new Error('no code here')) };
    await expect(requestAccountSelection(broken)).resolves.toEqual({ status: 'failed', code: null, message: 'no code here' });
    // Some wallets reject with a bare string.
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- that is the point
    const throwsText = { request: () => Promise.reject('plain text') };
    await expect(requestAccountSelection(throwsText)).resolves.toEqual({ status: 'failed', code: null, message: 'plain text' });
  });
});
