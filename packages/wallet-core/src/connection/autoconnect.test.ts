import { createMemoryStorage } from '@site/testing/wallet';
import { describe, expect, it } from 'vitest';
import { setUpConnector } from './test-connector.ts';
import { address2, createFakeWallet, fakeModule, settle, throwRpc } from '../../test/fake-wallet.ts';

function page(labels: string[], handlers: Parameters<typeof createFakeWallet>[0] = {}) {
  const providers = labels.map(() => createFakeWallet(handlers));
  const modules = labels.map((label, index) => fakeModule(label, providers[index]!));
  const target = Object.fromEntries(modules.map((module, index) => [module.injectedNamespace, providers[index]]));
  return { providers, modules, target };
}

describe('autoconnect', () => {
  it('reconnects the last wallet after a reload, silently with eth_accounts, in one state change', async () => {
    const memory = createMemoryStorage();
    const before = page(['First', 'Second']);
    const firstLoad = setUpConnector(before.modules, before.target, { memory });
    await firstLoad.connector.connect({ label: 'First' });
    await firstLoad.connector.connect({ label: 'Second' });
    firstLoad.connector.destroy();

    const after = page(['First', 'Second']);
    const { connector, history } = setUpConnector(after.modules, after.target, { memory });
    expect(connector.getState().autoconnect).toBe('running');
    await settle();
    expect(connector.getState().autoconnect).toBe('done');
    expect(connector.getState().wallets.map((wallet) => wallet.label)).toEqual(['Second']);
    expect(after.providers[1]?.calls.map((call) => call.method).slice(0, 2)).toEqual(['eth_accounts', 'eth_chainId']);
    expect(after.providers[0]?.calls).toEqual([]);
    // The wallets appear together with `done`: never an empty list after running, never a partial one.
    const firstWithWallets = history.findIndex((state) => state.wallets.length > 0);
    expect(history[firstWithWallets]?.autoconnect).toBe('done');
    expect(connector.getState().connection.status).toBe('idle');
  });

  it("reconnects all previous wallets with 'all', the most recent primary, dropping those that fail", async () => {
    const memory = createMemoryStorage();
    memory.setItem('site-wallet:last_connected_wallet', JSON.stringify(['Newest', 'Gone', 'Oldest']));
    const wallets = page(['Newest', 'Oldest']);
    const { connector } = setUpConnector(wallets.modules, wallets.target, { memory, autoconnect: 'all' });
    await settle();
    expect(connector.getState().wallets.map((wallet) => wallet.label)).toEqual(['Newest', 'Oldest']);
    expect(JSON.parse(memory.getItem('site-wallet:last_connected_wallet') ?? '')).toEqual(['Newest', 'Oldest']);
  });

  it('prompts only when the wallet has no authorised account, and never waits on a locked wallet', async () => {
    const memory = createMemoryStorage();
    memory.setItem('site-wallet:last_connected_wallet', '"Locked"');
    const wallets = page(['Locked'], {
      eth_accounts: () => [],
      eth_requestAccounts: () => throwRpc(-32002, 'pending'),
    });
    const { connector } = setUpConnector(wallets.modules, wallets.target, { memory });
    await settle();
    expect(connector.getState()).toMatchObject({ autoconnect: 'done', wallets: [] });
    expect(wallets.providers[0]?.listenerCount()).toBe(0);
  });

  it('respects a disconnect across reloads (sticky), until the next manual connect', async () => {
    const memory = createMemoryStorage();
    const wallets = page(['MetaMask']);
    const firstLoad = setUpConnector(wallets.modules, wallets.target, { memory });
    await firstLoad.connector.connect({ label: 'MetaMask' });
    await firstLoad.connector.disconnect();
    firstLoad.connector.destroy();

    const secondLoad = setUpConnector(wallets.modules, wallets.target, { memory });
    expect(secondLoad.connector.getState().autoconnect).toBe('done');
    await settle();
    expect(secondLoad.connector.getState().wallets).toEqual([]);
    await secondLoad.connector.connect({ label: 'MetaMask' });
    secondLoad.connector.destroy();

    const thirdLoad = setUpConnector(wallets.modules, wallets.target, { memory });
    await settle();
    expect(thirdLoad.connector.getState().wallets.map((wallet) => wallet.label)).toEqual(['MetaMask']);
  });

  it('does nothing when disabled', async () => {
    const memory = createMemoryStorage();
    memory.setItem('site-wallet:last_connected_wallet', '["MetaMask"]');
    const wallets = page(['MetaMask']);
    const { connector } = setUpConnector(wallets.modules, wallets.target, { memory, autoconnect: false });
    await settle();
    expect(connector.getState()).toMatchObject({ autoconnect: 'idle', wallets: [] });
    expect(wallets.providers[0]?.calls).toEqual([]);
  });

  it('follows the reconnected wallet like any other', async () => {
    const memory = createMemoryStorage();
    memory.setItem('site-wallet:last_connected_wallet', '["MetaMask"]');
    const wallets = page(['MetaMask']);
    const { connector } = setUpConnector(wallets.modules, wallets.target, { memory });
    await settle();
    wallets.providers[0]?.emit('accountsChanged', [address2]);
    expect(connector.getState().wallets[0]?.accounts[0]?.address).toBe(address2);
  });
});
