import { describe, expect, it } from 'vitest';
import { selectConnectInProgress } from './select-connect-in-progress.ts';
import { selectDisconnectPending } from './select-disconnect-pending.ts';
import { selectPrimaryAccount, selectPrimaryWallet } from './select-primary-account.ts';
import { setUpConnector } from './test-connector.ts';
import { address1, createFakeWallet, fakeModule } from '../../test/fake-wallet.ts';

function installed(label: string, handlers: Parameters<typeof createFakeWallet>[0] = {}) {
  const provider = createFakeWallet(handlers);
  const module = fakeModule(label, provider);
  return { provider, module, target: { [module.injectedNamespace]: provider } };
}

describe('derived state, read from a real connector', () => {
  it('the primary wallet and account are null before a connect, then the last connected wallet', async () => {
    const wallet = installed('MetaMask');
    const { connector } = setUpConnector([wallet.module], wallet.target);
    expect(selectPrimaryWallet(connector.getState())).toBeNull();
    expect(selectPrimaryAccount(connector.getState())).toBeNull();
    await connector.connect({ label: 'MetaMask' });
    expect(selectPrimaryWallet(connector.getState())).toMatchObject({ label: 'MetaMask' });
    expect(selectPrimaryAccount(connector.getState())).toMatchObject({ address: address1 });
    connector.destroy();
  });

  it('connect is in progress while the wallet is asked, and no longer once it answered', async () => {
    let wasAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (wasAsked = resolve));
    let answer: (accounts: string[]) => void = () => undefined;
    const wallet = installed('Slow', {
      eth_requestAccounts: () =>
        new Promise<string[]>((resolve) => {
          answer = resolve;
          wasAsked();
        }),
    });
    const { connector } = setUpConnector([wallet.module], wallet.target);
    expect(selectConnectInProgress(connector.getState())).toBe(false);
    const done = connector.connect({ label: 'Slow' });
    await asked;
    expect(selectConnectInProgress(connector.getState())).toBe(true);
    answer([address1]);
    await done;
    expect(selectConnectInProgress(connector.getState())).toBe(false);
    connector.destroy();
  });

  it('disconnect is pending while the wallet is asked to revoke access, for that wallet only', async () => {
    let revoked: () => void = () => undefined;
    const wallet = installed('Revoking', { wallet_revokePermissions: () => new Promise<null>((resolve) => (revoked = () => { resolve(null); })) });
    const { connector } = setUpConnector([wallet.module], wallet.target);
    await connector.connect({ label: 'Revoking' });
    expect(selectDisconnectPending(connector.getState())).toBe(false);
    const done = connector.disconnect();
    expect(connector.getState().wallets).toEqual([]);
    expect(selectDisconnectPending(connector.getState())).toBe(true);
    expect(selectDisconnectPending(connector.getState(), 'Revoking')).toBe(true);
    expect(selectDisconnectPending(connector.getState(), 'Other')).toBe(false);
    revoked();
    await done;
    expect(selectDisconnectPending(connector.getState())).toBe(false);
    expect(connector.getState().disconnecting).toEqual([]);
    connector.destroy();
  });
});
