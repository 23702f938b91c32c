import { localCoreChain } from '@site/testing/chain';
import { describe, expect, it } from 'vitest';
import { ChainNotConfiguredError } from '../errors/connection-errors.ts';
import { setUpConnector } from './test-connector.ts';
import { createFakeWallet, fakeModule, throwRpc } from '../../test/fake-wallet.ts';

const chains = [
  { id: 1, label: 'Ethereum', token: 'ETH' },
  localCoreChain(),
];

async function connectedOn(chainId: string, handlers: Parameters<typeof createFakeWallet>[0] = {}) {
  let current = chainId;
  const provider = createFakeWallet({
    eth_chainId: () => current,
    wallet_switchEthereumChain: (params) => {
      current = (params as [{ chainId: string }])[0].chainId;
      return null;
    },
    ...handlers,
  });
  const module = fakeModule('MetaMask', provider);
  const setup = setUpConnector([module], { [module.injectedNamespace]: provider }, { chains });
  await setup.connector.connect({ label: 'MetaMask' });
  return { provider, ...setup };
}

describe('setChain', () => {
  it('needs a connected wallet (documented message) and a configured chain', async () => {
    const { connector } = setUpConnector([], {}, { chains });
    await expect(connector.setChain({ chainId: 1 })).rejects.toThrow('A wallet must be connected before a chain can be set');
    const { connector: withWallet } = await connectedOn('0x1');
    await expect(withWallet.setChain({ chainId: 56 })).rejects.toBeInstanceOf(ChainNotConfiguredError);
    await expect(withWallet.setChain({ chainId: 'nope' })).rejects.toThrow(/chain id/);
  });

  it('switches, re-reads the chain and follows it in state', async () => {
    const { connector, provider, history } = await connectedOn('0x1');
    await expect(connector.setChain({ chainId: 1116 })).resolves.toEqual({ status: 'switched', chainId: '0x45c' });
    expect(provider.calls.filter((call) => call.method === 'wallet_switchEthereumChain')[0]?.params).toEqual([{ chainId: '0x45c' }]);
    expect(connector.getState().wallets[0]?.chainId).toBe('0x45c');
    expect(history.some((state) => state.chainSwitch.status === 'switching')).toBe(true);
    expect(connector.getState().chainSwitch).toEqual({ status: 'idle', chainId: null, error: null });
  });

  it('is switched at once when the wallet is already there', async () => {
    const { connector, provider } = await connectedOn('0x45c');
    await expect(connector.setChain({ chainId: '0x45C' })).resolves.toEqual({ status: 'switched', chainId: '0x45c' });
    expect(provider.calls.some((call) => call.method === 'wallet_switchEthereumChain')).toBe(false);
  });

  it('asks the person to switch (switchNeeded) when the wallet cannot', async () => {
    const { connector } = await connectedOn('0x1', { wallet_switchEthereumChain: () => throwRpc(4200) });
    await expect(connector.setChain({ chainId: 1116 })).resolves.toEqual({ status: 'switchNeeded', chainId: '0x45c' });
    expect(connector.getState().chainSwitch).toEqual({ status: 'switchNeeded', chainId: '0x45c', error: null });
    connector.resetChainSwitch();
    expect(connector.getState().chainSwitch.status).toBe('idle');
  });

  it('reports other wallet errors as failed', async () => {
    const { connector } = await connectedOn('0x1', { wallet_switchEthereumChain: () => throwRpc(4001, 'User rejected the request.') });
    const outcome = await connector.setChain({ chainId: 1116 });
    expect(outcome).toMatchObject({ status: 'failed', chainId: '0x45c' });
    expect(connector.getState().chainSwitch).toMatchObject({ status: 'failed', chainId: '0x45c' });
    expect(connector.getState().chainSwitch.error?.message).toBe('User rejected the request.');
  });

  it('forgets a failed switch once the wallet reaches that chain by itself, or once no wallet is left', async () => {
    const refused = { wallet_switchEthereumChain: () => throwRpc(4001, 'User rejected the request.') };
    const { connector, provider } = await connectedOn('0x1', refused);
    await connector.setChain({ chainId: 1116 });
    // Another chain: the failure still stands.
    provider.emit('chainChanged', '0x38');
    await expect.poll(() => connector.getState().wallets[0]?.chainId).toBe('0x38');
    expect(connector.getState().chainSwitch.status).toBe('failed');
    // The person switched to Core in the wallet itself.
    provider.emit('chainChanged', '0x45c');
    await expect.poll(() => connector.getState().wallets[0]?.chainId).toBe('0x45c');
    expect(connector.getState().chainSwitch).toEqual({ status: 'idle', chainId: null, error: null });

    const other = await connectedOn('0x1', refused);
    await other.connector.setChain({ chainId: 1116 });
    expect(other.connector.getState().chainSwitch.status).toBe('failed');
    await other.connector.disconnect();
    expect(other.connector.getState().chainSwitch).toEqual({ status: 'idle', chainId: null, error: null });
  });
});
