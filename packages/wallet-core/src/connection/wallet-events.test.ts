import { describe, expect, it, vi } from 'vitest';
import { setUpConnector } from './test-connector.ts';
import { address1, address2, createFakeWallet, fakeModule, settle } from '../../test/fake-wallet.ts';

async function connected(handlers: Parameters<typeof createFakeWallet>[0] = {}) {
  const provider = createFakeWallet(handlers);
  const module = fakeModule('MetaMask', provider);
  const setup = setUpConnector([module], { [module.injectedNamespace]: provider });
  await setup.connector.connect({ label: 'MetaMask' });
  await settle();
  return { provider, ...setup };
}

describe('wallet events', () => {
  it('follows accountsChanged, keeping what is known of accounts that stay', async () => {
    const { connector, provider } = await connected();
    const heard = vi.fn();
    connector.events.on('accountsChanged', heard);
    const before = connector.getState().wallets[0]?.accounts[0];
    provider.emit('accountsChanged', [address2, address1]);
    const accounts = connector.getState().wallets[0]?.accounts ?? [];
    expect(accounts.map((account) => account.address)).toEqual([address2, address1]);
    expect(accounts[1]).toBe(before);
    expect(heard).toHaveBeenCalledWith('MetaMask', [address2, address1]);
    await settle();
    expect(connector.getState().wallets[0]?.accounts[0]?.balance?.formatted).toBe('1');
  });

  it('treats an empty accountsChanged as that wallet disconnecting', async () => {
    const { connector, provider, memory } = await connected();
    const disconnected = vi.fn();
    connector.events.on('disconnected', disconnected);
    provider.emit('accountsChanged', []);
    expect(connector.getState().wallets).toEqual([]);
    expect(disconnected).toHaveBeenCalledWith('MetaMask');
    expect(provider.listenerCount()).toBe(0);
    expect(memory.getItem('site-wallet:last_connected_wallet')).toBeNull();
  });

  it('follows chainChanged, hex or decimal, and re-reads the balance for the new chain', async () => {
    const { connector, provider } = await connected();
    const heard = vi.fn();
    connector.events.on('chainChanged', heard);
    provider.emit('chainChanged', '0x1');
    expect(connector.getState().wallets[0]?.chainId).toBe('0x1');
    expect(connector.getState().wallets[0]?.accounts[0]?.balance).toBeNull();
    provider.emit('chainChanged', 1116);
    expect(connector.getState().wallets[0]?.chainId).toBe('0x45c');
    provider.emit('chainChanged', '1116');
    provider.emit('chainChanged', 'garbage');
    expect(heard.mock.calls).toEqual([
      ['MetaMask', '0x1'],
      ['MetaMask', '0x45c'],
    ]);
    await settle();
    expect(connector.getState().wallets[0]?.accounts[0]?.balance?.formatted).toBe('1');
  });

  it('drops a balance answer that arrives after the chain changed', async () => {
    let answer: (value: string) => void = () => undefined;
    const { connector, provider } = await connected();
    provider.handlers.eth_getBalance = () => new Promise<string>((resolve) => (answer = resolve));
    void connector.refreshBalances();
    provider.emit('chainChanged', '0x1');
    answer('0x5');
    await settle();
    expect(connector.getState().wallets[0]?.accounts[0]?.balance).toBeNull();
  });

  it('handles disconnect, except MetaMask\'s "try again" 1013', async () => {
    const { connector, provider } = await connected();
    provider.emit('disconnect', { code: 1013, message: 'Try again later' });
    expect(connector.getState().wallets).toHaveLength(1);
    provider.emit('disconnect', { code: 4900, message: 'Disconnected' });
    expect(connector.getState().wallets).toEqual([]);
    expect(provider.listenerCount()).toBe(0);
  });

  it('removes every listener on destroy, and ignores a wallet whose removeListener does nothing', async () => {
    const { connector, provider } = await connected();
    expect(provider.listenerCount()).toBe(3);
    connector.destroy();
    expect(provider.listenerCount()).toBe(0);

    const sticky = await connected();
    sticky.provider.removeListener = () => sticky.provider;
    await sticky.connector.disconnect();
    const before = sticky.connector.getState();
    sticky.provider.emit('chainChanged', '0x1');
    sticky.provider.emit('accountsChanged', [address2]);
    expect(sticky.connector.getState()).toBe(before);
  });
});
