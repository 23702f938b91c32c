import { localCoreChain } from '@site/testing/chain';
import { describe, expect, it, vi } from 'vitest';
import { coreChain as coreChainConfig } from '../chains/core-chain.ts';
import { WalletCoreError } from '../errors/base-error.ts';
import { FrameNotConnectedError } from '../errors/connection-errors.ts';
import { UserRejectedRequestError } from '../errors/provider-errors.ts';
import { ValidationError } from '../errors/validation-error.ts';
import { desktop, setUpConnector } from './test-connector.ts';
import { createWalletConnector } from './create-wallet-connector.ts';
import { address1, createFakeWallet, fakeModule, throwRpc, settle } from '../../test/fake-wallet.ts';

function installed(label: string, handlers: Parameters<typeof createFakeWallet>[0] = {}) {
  const provider = createFakeWallet(handlers);
  const module = fakeModule(label, provider);
  return { provider, module, target: { [module.injectedNamespace]: provider } };
}

describe('createWalletConnector: creation', () => {
  it('works in Node with no window: no discovery, no storage, autoconnect done', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const connector = createWalletConnector({ chains: [localCoreChain()] });
    const state = connector.getState();
    expect(state.chains).toEqual([expect.objectContaining({ id: '0x45c', decimals: 18 })]);
    expect(state.wallets).toEqual([]);
    expect(state.connection).toMatchObject({ step: 'selectingWallet', status: 'idle' });
    expect(state.autoconnect).toBe('done');
    expect(state.availableWallets.every((wallet) => !wallet.installed)).toBe(true);
    expect(connector.getState()).toBe(state);
    connector.destroy();
  });

  it('accepts the ready-made Core chain', () => {
    const connector = createWalletConnector({ chains: [coreChainConfig], storage: false });
    expect(connector.getState().chains[0]).toMatchObject({ id: '0x45c', token: 'CORE', decimals: 18 });
  });

  it('validates the config once: chains, wallet modules, app metadata, options', () => {
    expect(() => createWalletConnector({ chains: [] })).toThrow('At least one chain must be set before connecting');
    expect(() => createWalletConnector({ chains: [{ id: 0 }] })).toThrow(ValidationError);
    const badModule = { label: 'Broken', getIcon: () => Promise.resolve('') } as never;
    expect(() => createWalletConnector({ chains: [localCoreChain()], wallets: [badModule] })).toThrow(/wallets\[0\]/);
    expect(() => createWalletConnector({ chains: [localCoreChain()], appMetadata: {} as never })).toThrow(ValidationError);
    expect(() => createWalletConnector({ chains: [localCoreChain()], autoconnect: 'sometimes' as never })).toThrow(/autoconnect/);
    expect(() => createWalletConnector({ chains: [localCoreChain()], lateInjectionTimeoutMs: -1 })).toThrow(/lateInjectionTimeoutMs/);
    // Beyond what a browser's timer keeps, the wait would end at once.
    expect(() => createWalletConnector({ chains: [localCoreChain()], lateInjectionTimeoutMs: 1e12 })).toThrow('"lateInjectionTimeoutMs" must be a number of milliseconds from 0 to 2147483647');
  });

  it('lists configured wallets for the device, installed or not, with safe icons', async () => {
    const metaMask = installed('MetaMask');
    const absent = fakeModule('Absent Wallet', createFakeWallet(), { externalUrl: 'https://absent.example/get' });
    const mobileOnly = fakeModule('Phone Wallet', createFakeWallet(), { platforms: ['mobile'] });
    const { connector } = setUpConnector([absent, metaMask.module, mobileOnly], metaMask.target);
    const listed = connector.getState().availableWallets;
    expect(listed.map((wallet) => [wallet.label, wallet.installed, wallet.externalUrl])).toEqual([
      ['Absent Wallet', false, 'https://absent.example/get'],
      ['MetaMask', true, undefined],
    ]);
    await expect(listed[1]?.getIcon()).resolves.toMatch(/^data:image\/svg\+xml/);
  });
});

describe('connect', () => {
  it('goes selectingWallet → connectingWallet → connectedWallet and reads the balance', async () => {
    const wallet = installed('MetaMask');
    const { connector, history, memory } = setUpConnector([wallet.module], wallet.target);
    memory.setItem('site-wallet:disconnected', 'true');
    const connected = vi.fn();
    connector.events.on('connected', connected);

    const outcome = await connector.connect({ label: 'MetaMask' });

    expect(outcome.status).toBe('connected');
    expect(history.map((state) => [state.connection.step, state.connection.status])).toEqual(
      expect.arrayContaining([
        ['connectingWallet', 'connecting'],
        ['connectedWallet', 'connected'],
      ]),
    );
    const state = connector.getState();
    expect(state.wallets).toHaveLength(1);
    expect(state.wallets[0]).toMatchObject({ label: 'MetaMask', chainId: '0x45c', source: 'custom' });
    expect(outcome.status === 'connected' && outcome.wallet.label).toBe('MetaMask');
    expect(connected).toHaveBeenCalledWith(outcome.status === 'connected' ? outcome.wallet : null);
    expect(wallet.provider.calls.map((call) => call.method).slice(0, 2)).toEqual(['eth_requestAccounts', 'eth_chainId']);
    expect(memory.getItem('site-wallet:last_connected_wallet')).toBe('["MetaMask"]');
    expect(memory.getItem('site-wallet:disconnected')).toBeNull();

    await settle();
    expect(connector.getState().wallets[0]?.accounts[0]).toEqual({
      address: address1,
      ens: null,
      uns: null,
      balance: { symbol: 'CORE', decimals: 18, value: 10n ** 18n, formatted: '1' },
    });
    expect(connector.getState().wallets[0]?.icon).toMatch(/^data:image\/svg\+xml/);
  });

  it('without a label fails with the documented message', async () => {
    const { connector } = setUpConnector([], {});
    const outcome = await connector.connect({ label: '' });
    expect(outcome).toMatchObject({ status: 'failed' });
    expect(outcome.status === 'failed' && outcome.error.message).toBe('A wallet must be defined');
    expect(connector.getState().connection.status).toBe('failed');
  });

  it('reports a 4001 as rejected, and connects when tried again', async () => {
    let refuse = true;
    const wallet = installed('MetaMask', {
      eth_requestAccounts: () => {
        if (refuse) throwRpc(4001, 'User rejected the request.');
        return [address1];
      },
    });
    const { connector } = setUpConnector([wallet.module], wallet.target);
    const rejected = await connector.connect({ label: 'MetaMask' });
    expect(rejected.status).toBe('rejected');
    expect(rejected.status === 'rejected' && rejected.error).toBeInstanceOf(UserRejectedRequestError);
    expect(connector.getState().connection).toMatchObject({ step: 'connectingWallet', status: 'rejected', walletLabel: 'MetaMask' });
    refuse = false;
    await expect(connector.connect({ label: 'MetaMask' })).resolves.toMatchObject({ status: 'connected' });
  });

  it('connects even when an app event listener throws (the error is only logged)', async () => {
    const wallet = installed('MetaMask', { eth_requestAccounts: () => [address1] });
    const { connector } = setUpConnector([wallet.module], wallet.target);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = new Error('listener bug');
    connector.events.on('connected', () => {
      throw broken;
    });
    connector.events.on('stateChanged', () => {
      throw broken;
    });
    const outcome = await connector.connect({ label: 'MetaMask' });
    expect(outcome.status).toBe('connected');
    expect(connector.getState().connection.status).toBe('connected');
    expect(logged).toHaveBeenCalledWith(broken);
    logged.mockRestore();
  });

  it('on -32002 shows pending, then connects once the wallet is unlocked', async () => {
    let locked = true;
    const wallet = installed('MetaMask', {
      eth_requestAccounts: () => {
        if (locked) throwRpc(-32002, 'Already processing eth_requestAccounts.');
        return [address1];
      },
    });
    const { connector } = setUpConnector([wallet.module], wallet.target);
    const outcome = connector.connect({ label: 'MetaMask' });
    await settle();
    expect(connector.getState().connection).toMatchObject({ step: 'connectingWallet', status: 'pending' });
    locked = false;
    wallet.provider.emit('accountsChanged', [address1]);
    await expect(outcome).resolves.toMatchObject({ status: 'connected' });
  });

  it('cancelConnect ends a pending wait with cancelled and leaves no listener behind', async () => {
    const wallet = installed('MetaMask', { eth_requestAccounts: () => throwRpc(-32002) });
    const { connector } = setUpConnector([wallet.module], wallet.target);
    const outcome = connector.connect({ label: 'MetaMask' });
    await settle();
    connector.cancelConnect();
    await expect(outcome).resolves.toEqual({ status: 'cancelled', label: 'MetaMask' });
    expect(connector.getState().connection).toMatchObject({ step: 'selectingWallet', status: 'idle' });
    expect(wallet.provider.listenerCount()).toBe(0);
  });

  it('cancels immediately, even while the wallet has not answered yet', async () => {
    const wallet = installed('Slow', { eth_requestAccounts: () => new Promise(() => undefined) });
    const { connector } = setUpConnector([wallet.module], wallet.target);
    const outcome = connector.connect({ label: 'Slow' });
    await settle();
    connector.cancelConnect();
    await expect(outcome).resolves.toMatchObject({ status: 'cancelled' });
  });

  it('reports a wallet that is not installed as unavailable, with the documented messages', async () => {
    const withLink = fakeModule('Linked', createFakeWallet(), { externalUrl: 'https://linked.example/download' });
    const withoutLink = fakeModule('Unlinked', createFakeWallet());
    const { connector } = setUpConnector([withLink, withoutLink], {});
    await expect(connector.connect({ label: 'Linked' })).resolves.toEqual({
      status: 'unavailable',
      label: 'Linked',
      message: 'Please install or switch to Linked to continue',
      externalUrl: 'https://linked.example/download',
    });
    expect(connector.getState().connection).toMatchObject({
      status: 'unavailable',
      message: 'Please install or switch to Linked to continue',
      externalUrl: 'https://linked.example/download',
    });
    await expect(connector.connect({ label: 'Unlinked' })).resolves.toMatchObject({
      message: 'Please install or enable Unlinked to continue',
      externalUrl: null,
    });
    await expect(connector.connect({ label: 'Nobody' })).resolves.toMatchObject({ status: 'unavailable' });
  });

  it('gives the download link of a wallet that is not offered on this device', async () => {
    const mobileOnly = fakeModule('Phone Wallet', createFakeWallet(), { platforms: ['mobile'], externalUrl: 'https://phone.example/get' });
    const { connector } = setUpConnector([mobileOnly], {});
    await expect(connector.connect({ label: 'Phone Wallet' })).resolves.toMatchObject({
      status: 'unavailable',
      message: 'Please install or switch to Phone Wallet to continue',
      externalUrl: 'https://phone.example/get',
    });
  });

  it.each([
    ['getInterface throws (Frame without its app)', { getInterface: () => Promise.reject(new WalletCoreError('Frame App must be open with a hot wallet connected. If not installed first download the Frame App.')) }, /Frame App must be open/],
    ['getInterface throws synchronously', { getInterface: () => { throw new Error('no interface'); } }, /no interface/],
    ['getInterface gives no provider', { getInterface: () => Promise.resolve(null as never) }, /Odd gave no usable provider/],
  ])('never stays connecting: %s', async (_name, extra, message) => {
    const wallet = installed('Odd');
    const module = { ...wallet.module, ...extra };
    const { connector } = setUpConnector([module], wallet.target);
    const outcome = await connector.connect({ label: 'Odd' });
    expect(outcome.status).toBe('failed');
    expect(outcome.status === 'failed' && outcome.error.message).toMatch(message);
    expect(connector.getState().connection.status).toBe('failed');
  });

  it("applies Frame's rule from the built-in catalogue: fails with the documented message while its app is closed", async () => {
    const frame = createFakeWallet();
    const target = { ethereum: Object.assign(frame, { isFrame: true, connected: false }) };
    const { connector } = setUpConnector([], target, { wallets: undefined });
    const outcome = await connector.connect({ label: 'Frame' });
    expect(outcome.status).toBe('failed');
    expect(outcome.status === 'failed' && outcome.error).toBeInstanceOf(FrameNotConnectedError);
    expect(outcome.status === 'failed' && outcome.error.message).toBe(
      'Frame App must be open with a hot wallet connected. If not installed first download the Frame App.',
    );
    expect(connector.getState().connection).toMatchObject({ step: 'connectingWallet', status: 'failed', walletLabel: 'Frame' });
    expect(frame.calls).toEqual([]);

    target.ethereum.connected = true;
    await expect(connector.connect({ label: 'Frame' })).resolves.toMatchObject({
      status: 'connected',
      wallet: { label: 'Frame', source: 'catalogue' },
    });
  });

  it('gives a module without a source the same source in the list and once connected', async () => {
    const wallet = installed('Plain');
    const { source: _source, ...module } = wallet.module;
    const { connector } = setUpConnector([module], wallet.target);
    const listed = connector.getState().availableWallets.find((option) => option.label === 'Plain');
    const outcome = await connector.connect({ label: 'Plain' });
    expect(outcome.status === 'connected' && outcome.wallet.source).toBe(listed?.source);
  });

  it('connects with a getIcon that throws (no icon) and fails cleanly on odd wallet errors', async () => {
    const wallet = installed('NoIcon');
    const module = { ...wallet.module, getIcon: () => { throw new Error('icon'); } };
    const { connector } = setUpConnector([module], wallet.target);
    await expect(connector.connect({ label: 'NoIcon' })).resolves.toMatchObject({ status: 'connected' });
    await settle();
    expect(connector.getState().wallets[0]?.icon).toBeUndefined();

    const odd = installed('OddError', {
      eth_requestAccounts: () => {
        // A hostile wallet throws what is not an Error.
        throw Symbol('odd');
      },
    });
    const second = setUpConnector([odd.module], odd.target).connector;
    const outcome = await second.connect({ label: 'OddError' });
    expect(outcome.status).toBe('failed');
    expect(second.getState().connection.status).toBe('failed');
  });

  it('a newer connect replaces one still waiting', async () => {
    const slow = installed('Slow', { eth_requestAccounts: () => new Promise(() => undefined) });
    const fast = installed('Fast');
    const { connector } = setUpConnector([slow.module, fast.module], { ...slow.target, ...fast.target });
    const first = connector.connect({ label: 'Slow' });
    const second = connector.connect({ label: 'Fast' });
    await expect(first).resolves.toMatchObject({ status: 'cancelled' });
    await expect(second).resolves.toMatchObject({ status: 'connected' });
    expect(connector.getState().connection).toMatchObject({ status: 'connected', walletLabel: 'Fast' });
  });

  it('resetConnection goes back to the list', async () => {
    const wallet = installed('MetaMask', { eth_requestAccounts: () => throwRpc(4001) });
    const { connector } = setUpConnector([wallet.module], wallet.target);
    await connector.connect({ label: 'MetaMask' });
    connector.resetConnection();
    expect(connector.getState().connection).toEqual({
      step: 'selectingWallet',
      status: 'idle',
      walletLabel: null,
      message: null,
      externalUrl: null,
      error: null,
    });
  });

  it('keeps several wallets, the most recent primary; disconnecting one leaves the other', async () => {
    const first = installed('First');
    const second = installed('Second');
    const { connector, memory } = setUpConnector([first.module, second.module], { ...first.target, ...second.target });
    await connector.connect({ label: 'First' });
    await connector.connect({ label: 'Second' });
    expect(connector.getState().wallets.map((wallet) => wallet.label)).toEqual(['Second', 'First']);
    expect(memory.getItem('site-wallet:last_connected_wallet')).toBe('["Second","First"]');

    await connector.disconnect();
    expect(connector.getState().wallets.map((wallet) => wallet.label)).toEqual(['First']);
    expect(second.provider.listenerCount()).toBe(0);
    expect(first.provider.listenerCount()).toBe(3);
    expect(memory.getItem('site-wallet:disconnected')).toBeNull();
    await connector.disconnect({ label: 'First' });
    expect(connector.getState().wallets).toEqual([]);
    expect(memory.getItem('site-wallet:disconnected')).toBe('true');
    expect(first.provider.calls.at(-1)).toEqual({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
  });

  it('disconnect never hangs on a wallet that does not answer the revoke', async () => {
    const wallet = installed('Mute', { wallet_revokePermissions: () => new Promise(() => undefined) });
    const { connector } = setUpConnector([wallet.module], wallet.target);
    await connector.connect({ label: 'Mute' });
    const disconnected = vi.fn();
    connector.events.on('disconnected', disconnected);
    // The revoke is given up on after revokeTimeoutMs (its own test times that): an unanswered
    // revoke must not keep the disconnect waiting, which the test's time limit would catch.
    const done = connector.disconnect();
    expect(connector.getState().wallets).toEqual([]);
    await done;
    expect(disconnected).toHaveBeenCalledWith('Mute');
  });

  it('uses the configured resolvers for names, and none means null without delay', async () => {
    const wallet = installed('MetaMask');
    const ens = vi.fn(async (address: string) => ({ name: `${address.slice(2, 6)}.eth` }));
    const { connector } = setUpConnector([wallet.module], wallet.target, { resolvers: { ens } });
    await connector.connect({ label: 'MetaMask' });
    await settle();
    expect(connector.getState().wallets[0]?.accounts[0]).toMatchObject({ ens: { name: '1111.eth' }, uns: null });
    expect(ens).toHaveBeenCalledWith(address1, expect.objectContaining({ id: '0x45c' }));
  });

  it('refreshBalances reads the balance again', async () => {
    let balance = '0x0';
    const wallet = installed('MetaMask', { eth_getBalance: () => balance });
    const { connector } = setUpConnector([wallet.module], wallet.target);
    await connector.connect({ label: 'MetaMask' });
    await settle();
    expect(connector.getState().wallets[0]?.accounts[0]?.balance?.formatted).toBe('0');
    balance = '0x2b5e3af16b1880000';
    await connector.refreshBalances();
    expect(connector.getState().wallets[0]?.accounts[0]?.balance?.formatted).toBe('50');
  });

  it('device filtering uses the configured device', () => {
    const mobileOnly = installed('Phone Wallet');
    const module = { ...mobileOnly.module, platforms: ['mobile'] };
    const onDesktop = setUpConnector([module], mobileOnly.target, { device: desktop }).connector;
    expect(onDesktop.getState().availableWallets).toEqual([]);
    const onPhone = setUpConnector([module], mobileOnly.target, { device: { type: 'mobile', os: null, browser: null } }).connector;
    expect(onPhone.getState().availableWallets.map((wallet) => wallet.label)).toEqual(['Phone Wallet']);
  });
});
