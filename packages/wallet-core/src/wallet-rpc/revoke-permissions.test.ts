import { describe, expect, it, vi } from 'vitest';
import { createFakeWallet, throwRpc } from '../../test/fake-wallet.ts';
import { revokePermissions, revokeTimeoutMs } from './revoke-permissions.ts';

describe('revokePermissions', () => {
  it('asks the wallet to revoke the eth_accounts permission', async () => {
    const provider = createFakeWallet();
    await revokePermissions(provider);
    expect(provider.calls).toEqual([{ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }]);
  });

  it('gives up after 100 ms when the wallet never answers', async () => {
    vi.useFakeTimers();
    try {
      const provider = createFakeWallet({ wallet_revokePermissions: () => new Promise(() => undefined) });
      let settled = false;
      const revoked = revokePermissions(provider).then(() => (settled = true));
      expect(revokeTimeoutMs).toBe(100);
      await vi.advanceTimersByTimeAsync(99);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await revoked;
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
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
