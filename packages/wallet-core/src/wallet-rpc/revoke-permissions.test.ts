import { describe, expect, it } from 'vitest';
import { createFakeWallet, throwRpc } from '../../test/fake-wallet.ts';
import { revokePermissions, revokeTimeoutMs } from './revoke-permissions.ts';

describe('revokePermissions', () => {
  it('asks the wallet to revoke the eth_accounts permission', async () => {
    const provider = createFakeWallet();
    await revokePermissions(provider);
    expect(provider.calls).toEqual([{ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }]);
  });

  it('gives up after 100 ms when the wallet never answers', async () => {
    const provider = createFakeWallet({ wallet_revokePermissions: () => new Promise(() => undefined) });
    const started = performance.now();
    await revokePermissions(provider);
    const elapsed = performance.now() - started;
    expect(revokeTimeoutMs).toBe(100);
    expect(elapsed).toBeGreaterThanOrEqual(95);
    expect(elapsed).toBeLessThan(1000);
  });

  it('never rejects, whether the wallet lacks the method or request throws synchronously', async () => {
    await expect(revokePermissions(createFakeWallet({ wallet_revokePermissions: () => throwRpc(4200) }))).resolves.toBeUndefined();
    const throwing = createFakeWallet();
    throwing.request = () => {
      throw new Error('sync throw');
    };
    await expect(revokePermissions(throwing)).resolves.toBeUndefined();
  });
});
