import { describe, expect, it } from 'vitest';
import { setUpConnector } from './test-connector.ts';
import { address1, address2, createFakeWallet, fakeModule, throwRpc } from '../../test/fake-wallet.ts';

async function connected(handlers: Parameters<typeof createFakeWallet>[0] = {}) {
  const provider = createFakeWallet(handlers);
  const module = fakeModule('MetaMask', provider);
  const setup = setUpConnector([module], { [module.injectedNamespace]: provider });
  await setup.connector.connect({ label: 'MetaMask' });
  return { provider, ...setup };
}

describe('connector.requestAccountSelection', () => {
  it('asks the primary wallet for its picker, and the state follows the account the visitor picks', async () => {
    const { connector, provider } = await connected({
      wallet_requestPermissions: () => {
        provider.emit('accountsChanged', [address2]);
        return [{ parentCapability: 'eth_accounts' }];
      },
    });
    expect(connector.getState().wallets[0]?.accounts[0]?.address).toBe(address1);
    await expect(connector.requestAccountSelection()).resolves.toEqual({ status: 'selected', label: 'MetaMask' });
    expect(connector.getState().wallets[0]?.accounts[0]?.address).toBe(address2);
  });

  it('sends one request while the picker is open: a second call gets the same outcome', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { connector, provider } = await connected({
      wallet_requestPermissions: () => new Promise((resolve) => (answer = resolve)),
    });
    const first = connector.requestAccountSelection({ label: 'MetaMask' });
    const second = connector.requestAccountSelection();
    expect(second).toBe(first);
    answer([]);
    await expect(first).resolves.toEqual({ status: 'selected', label: 'MetaMask' });
    expect(provider.calls.filter((call) => call.method === 'wallet_requestPermissions')).toHaveLength(1);
    // Once answered, the next click asks again.
    const again = connector.requestAccountSelection();
    answer([]);
    await again;
    expect(provider.calls.filter((call) => call.method === 'wallet_requestPermissions')).toHaveLength(2);
  });

  it('labels what the wallet answered', async () => {
    const { connector } = await connected({ wallet_requestPermissions: () => throwRpc(4200) });
    await expect(connector.requestAccountSelection()).resolves.toMatchObject({ status: 'unsupported', label: 'MetaMask' });
  });

  it('fails, without asking any wallet, when the wallet is not connected', async () => {
    const { connector: empty } = setUpConnector([], {});
    const none = await empty.requestAccountSelection();
    expect(none).toMatchObject({ status: 'failed', label: null });
    expect(none.status === 'failed' && none.error.shortMessage).toBe('A wallet must be connected before choosing its accounts');
    const { connector, provider } = await connected();
    await expect(connector.requestAccountSelection({ label: 'Rabby' })).resolves.toMatchObject({
      status: 'failed',
      label: 'Rabby',
      error: { details: 'No connected wallet is labelled "Rabby".' },
    });
    expect(provider.calls.some((call) => call.method === 'wallet_requestPermissions')).toBe(false);
  });
});
