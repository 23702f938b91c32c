import { callJsonRpc, localCoreChain, waitForReceipt } from '@site/testing/chain';
import { getLocalChain, isolateLocalChain } from '@site/testing/vitest';
import { announceTestWallet, createTestWallet, injectLate } from '@site/testing/wallet';
import type { TestWallet } from '@site/testing/wallet';
import { afterEach, describe, expect, it } from 'vitest';
import { createWalletStorage } from '../storage/create-wallet-storage.ts';
import type { WalletStorage } from '../storage/types.ts';
import { createWalletConnector } from './create-wallet-connector.ts';
import { formatUnits } from '../utils/format-units.ts';
import type { WalletConnector, WalletConnectorConfig, WalletConnectorState } from './types.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

let storageCount = 0;
/** Real localStorage, under a prefix of its own so tests never see each other's keys. */
function freshStorage(): WalletStorage {
  storageCount += 1;
  return createWalletStorage({ storage: localStorage, prefix: `engine-test-${Date.now()}-${storageCount}:` });
}

function wallet(name: string, options: Partial<Parameters<typeof createTestWallet>[0]> = {}): TestWallet {
  const created = createTestWallet({
    rpcUrl: getLocalChain().rpcUrl,
    info: { name, rdns: `org.example.${name.toLowerCase().replace(/\W/g, '')}`, uuid: crypto.randomUUID() },
    ...options,
  });
  return created;
}

function announced(name: string, options: Partial<Parameters<typeof createTestWallet>[0]> = {}): TestWallet {
  const created = wallet(name, options);
  cleanups.push(announceTestWallet(created));
  return created;
}

function connector(config: Partial<WalletConnectorConfig> = {}): WalletConnector {
  const created = createWalletConnector({
    chains: [localCoreChain(getLocalChain().rpcUrl)],
    storage: freshStorage(),
    autoconnect: false,
    lateInjectionTimeoutMs: 300,
    ...config,
  });
  cleanups.push(() => {
    created.destroy();
  });
  return created;
}

/** Resolves with the first state for which `check` holds. */
function waitForState(subject: WalletConnector, check: (state: WalletConnectorState) => boolean, timeoutMs = 3000) {
  return new Promise<WalletConnectorState>((resolve, reject) => {
    if (check(subject.getState())) {
      resolve(subject.getState());
      return;
    }
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error('state never matched'));
    }, timeoutMs);
    const unsubscribe = subject.subscribe((state) => {
      if (!check(state)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(state);
    });
  });
}

/** Resolves in a later task of the event loop: every microtask queued before it has run. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

async function chainBalance(address: string): Promise<bigint> {
  return BigInt(await callJsonRpc<string>(getLocalChain().rpcUrl, 'eth_getBalance', [address, 'latest']));
}

describe('wallet connector in Chromium against the local chain', () => {
  isolateLocalChain();

  it('lists an announced wallet and connects it, with the balance the chain holds', async () => {
    const testWallet = announced('Browser Wallet');
    const subject = connector();
    await waitForState(subject, (state) => state.availableWallets.some((option) => option.label === 'Browser Wallet'));
    const option = subject.getState().availableWallets.find((candidate) => candidate.label === 'Browser Wallet');
    expect(option).toMatchObject({ installed: true, source: 'eip6963', rdns: 'org.example.browserwallet' });
    await expect(option?.getIcon()).resolves.toMatch(/^data:image\//);

    const outcome = await subject.connect({ label: 'Browser Wallet' });
    expect(outcome.status).toBe('connected');
    const [account] = getLocalChain().accounts;
    const state = await waitForState(subject, (current) => current.wallets[0]?.accounts[0]?.balance != null);
    expect(state.wallets[0]).toMatchObject({ label: 'Browser Wallet', chainId: '0x45c' });
    expect(state.wallets[0]?.accounts[0]?.address.toLowerCase()).toBe(account?.toLowerCase());
    const expected = await chainBalance(account ?? '');
    expect(state.wallets[0]?.accounts[0]?.balance).toEqual({ symbol: 'CORE', decimals: 18, value: expected, formatted: formatUnits(expected, 18) });
    expect(testWallet.controls.requests().map((entry) => entry.method).slice(0, 2)).toEqual(['eth_requestAccounts', 'eth_chainId']);
  });

  it('reports a rejection, then connects when tried again', async () => {
    const testWallet = announced('Picky Wallet');
    const subject = connector();
    testWallet.controls.reject({ once: true });
    const rejected = await subject.connect({ label: 'Picky Wallet' });
    expect(rejected.status).toBe('rejected');
    expect(subject.getState().connection).toMatchObject({ step: 'connectingWallet', status: 'rejected' });
    await expect(subject.connect({ label: 'Picky Wallet' })).resolves.toMatchObject({ status: 'connected' });
    expect(subject.getState().connection).toMatchObject({ step: 'connectedWallet', status: 'connected' });
  });

  it('waits while the wallet is locked (-32002), and connects once it is unlocked', async () => {
    const testWallet = announced('Locked Wallet');
    const subject = connector();
    testWallet.controls.lock();
    const outcome = subject.connect({ label: 'Locked Wallet' });
    await waitForState(subject, (state) => state.connection.status === 'pending');
    await testWallet.controls.unlock();
    await expect(outcome).resolves.toMatchObject({ status: 'connected' });
    // Only the engine's own wallet listeners remain: the unlock wait removed its listener.
    expect(testWallet.provider.listenerCount('accountsChanged')).toBe(1);
  });

  it.each(['standard', 'mobile'] as const)('adds a chain the wallet does not know (%s 4902), then switches', async (variant) => {
    const testWallet = announced('Chain Wallet');
    testWallet.controls.setUnknownChainVariant(variant);
    const { rpcUrl } = getLocalChain();
    const subject = connector({ chains: [localCoreChain(rpcUrl), { id: 1115, label: 'Core Testnet', token: 'tCORE', rpcUrl }] });
    await subject.connect({ label: 'Chain Wallet' });
    await expect(subject.setChain({ chainId: 1115 })).resolves.toEqual({ status: 'switched', chainId: '0x45b' });
    expect(subject.getState().wallets[0]?.chainId).toBe('0x45b');
    expect(testWallet.controls.state().addedChains).toEqual([
      expect.objectContaining({ chainId: '0x45b', chainName: 'Core Testnet', rpcUrls: [rpcUrl], nativeCurrency: { name: 'tCORE', symbol: 'tCORE', decimals: 18 } }),
    ]);
  });

  it('asks the person to switch when the wallet cannot switch (4200)', async () => {
    const testWallet = announced('Stuck Wallet', { chainId: 1 });
    testWallet.controls.setSwitchChain('unsupported');
    const subject = connector({ chains: [localCoreChain(getLocalChain().rpcUrl), { id: 1, label: 'Ethereum', token: 'ETH' }] });
    await subject.connect({ label: 'Stuck Wallet' });
    expect(subject.getState().wallets[0]?.chainId).toBe('0x1');
    await expect(subject.setChain({ chainId: 1116 })).resolves.toEqual({ status: 'switchNeeded', chainId: '0x45c' });
    expect(subject.getState().chainSwitch).toEqual({ status: 'switchNeeded', chainId: '0x45c', error: null });
  });

  it('normalises decimal chain ids from eth_chainId and chainChanged', async () => {
    const testWallet = announced('Decimal Wallet', { chains: [1] });
    testWallet.controls.setChainIdFormat('decimal');
    const subject = connector();
    await subject.connect({ label: 'Decimal Wallet' });
    expect(subject.getState().wallets[0]?.chainId).toBe('0x45c');
    testWallet.controls.setChainIdFormat('number');
    testWallet.controls.switchChain(1);
    expect(subject.getState().wallets[0]?.chainId).toBe('0x1');
  });

  it('waits for a wallet injected late (ethereum#initialized) and connects it through the catalogue', async () => {
    const late = wallet('Late Wallet', { flags: { isMetaMask: true } });
    const injection = injectLate(late, 100);
    cleanups.push(() => {
      injection.remove();
    });
    const subject = connector({ wallets: undefined });
    expect(subject.getState().availableWallets.find((option) => option.label === 'MetaMask')?.installed).toBe(false);
    const outcome = await subject.connect({ label: 'MetaMask' });
    expect(outcome).toMatchObject({ status: 'connected', wallet: { label: 'MetaMask', source: 'catalogue' } });
    expect(late.controls.requests('eth_requestAccounts')).toHaveLength(1);
  });

  it('keeps two wallets, the newest primary, and disconnecting one leaves the other', async () => {
    const first = announced('First Wallet');
    const second = announced('Second Wallet');
    const subject = connector();
    await subject.connect({ label: 'First Wallet' });
    await subject.connect({ label: 'Second Wallet' });
    expect(subject.getState().wallets.map((connected) => connected.label)).toEqual(['Second Wallet', 'First Wallet']);
    await subject.disconnect();
    expect(subject.getState().wallets.map((connected) => connected.label)).toEqual(['First Wallet']);
    for (const event of ['accountsChanged', 'chainChanged', 'disconnect']) {
      expect(second.provider.listenerCount(event)).toBe(0);
      expect(first.provider.listenerCount(event)).toBe(1);
    }
    expect(second.controls.requests('wallet_revokePermissions')).toHaveLength(1);
  });

  it('autoconnects after a reload without a prompt, and a disconnect sticks across the next reload', async () => {
    const testWallet = announced('Returning Wallet');
    const storage = freshStorage();
    const firstPage = connector({ storage, autoconnect: 'last' });
    await firstPage.connect({ label: 'Returning Wallet' });
    firstPage.destroy();

    testWallet.controls.clearRequests();
    const secondPage = connector({ storage, autoconnect: 'last' });
    expect(secondPage.getState().autoconnect).toBe('running');
    const reconnected = await waitForState(secondPage, (state) => state.autoconnect === 'done');
    expect(reconnected.wallets.map((connected) => connected.label)).toEqual(['Returning Wallet']);
    expect(testWallet.controls.requests().map((entry) => entry.method)).not.toContain('eth_requestAccounts');

    await secondPage.disconnect();
    secondPage.destroy();
    testWallet.controls.clearRequests();
    const thirdPage = connector({ storage, autoconnect: 'last' });
    expect(thirdPage.getState().autoconnect).toBe('done');
    // Nor does it reconnect later: once the remembered wallet has announced itself to this page, an
    // autoconnect would ask it for its accounts right away, well before the next task.
    await waitForState(thirdPage, (state) => state.availableWallets.some((option) => option.label === 'Returning Wallet' && option.installed));
    await nextTask();
    expect(testWallet.controls.requests()).toEqual([]);
    expect(thirdPage.getState().wallets).toEqual([]);
  });

  it('shows the balance the chain holds after a real transfer', async () => {
    const [from, to] = getLocalChain().accounts;
    const receiver = announced('Receiving Wallet', { accounts: [to ?? ''] });
    const sender = wallet('Sending Wallet', { accounts: [from ?? ''] });
    const subject = connector();
    await subject.connect({ label: 'Receiving Wallet' });
    await waitForState(subject, (state) => state.wallets[0]?.accounts[0]?.balance != null);
    const before = subject.getState().wallets[0]?.accounts[0]?.balance?.value ?? 0n;

    await sender.provider.request({ method: 'eth_requestAccounts' });
    const hash = await sender.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to, value: '0x1bc16d674ec80001' }],
    });
    // anvil answers before the block is mined: read the balance once the transfer is in a block.
    await waitForReceipt(getLocalChain().rpcUrl, hash as `0x${string}`);
    await subject.refreshBalances();
    const after = subject.getState().wallets[0]?.accounts[0]?.balance;
    expect(after?.value).toBe(before + 2_000_000_000_000_000_001n);
    expect(after?.value).toBe(await chainBalance(to ?? ''));
    expect(after?.formatted).toBe(formatUnits(after?.value ?? 0n, 18));
    expect(receiver.controls.requests('eth_getBalance')).toHaveLength(0);
  });

  it("inside a Telegram mini app (embeddedIn) hears no wallet that a plain connector lists, and connects none", async () => {
    const testWallet = announced('Announced Wallet');
    const storage = freshStorage();
    storage.rememberConnected('Announced Wallet');
    const inTelegram = connector({ storage, autoconnect: 'last', embeddedIn: 'telegram-mini-app' });
    // A plain connector on the same page asks for announcements: the wallet answers on window.
    const plain = connector();
    await waitForState(plain, (state) => state.availableWallets.some((option) => option.label === 'Announced Wallet' && option.installed));
    await nextTask();
    expect(inTelegram.getState()).toMatchObject({ disabled: { reason: 'telegram-mini-app' }, availableWallets: [], wallets: [], autoconnect: 'done' });
    await expect(inTelegram.connect({ label: 'Announced Wallet' })).resolves.toMatchObject({ status: 'unavailable', externalUrl: null });
    expect(testWallet.controls.requests()).toEqual([]);
  });
});
