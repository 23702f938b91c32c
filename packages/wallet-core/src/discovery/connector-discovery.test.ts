import { describe, expect, it, vi } from 'vitest';
import { localCoreChain } from '@site/testing/chain';
import { createMemoryStorage } from '@site/testing/wallet';
import { desktop } from '../connection/test-connector.ts';
import { createWalletConnector } from '../connection/create-wallet-connector.ts';
import { createFakeWallet, fakeIcon, fakeModule, settle } from '../../test/fake-wallet.ts';
import type { WalletConnectorConfig } from '../connection/types.ts';
import type { WalletModule } from '../wallets/types.ts';

const svgIcon = `data:image/svg+xml,${encodeURIComponent(fakeIcon)}`;

type Page = EventTarget & Record<string, unknown>;

/** A stand-in for `window` whose wallets answer `eip6963:requestProvider`. */
function createPage(): Page {
  return new EventTarget() as Page;
}

function announceOnRequest(page: Page, name: string, rdns: string, provider: object) {
  const detail = Object.freeze({ info: Object.freeze({ uuid: `${rdns}-uuid`, name, icon: svgIcon, rdns }), provider });
  const announce = () => page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  page.addEventListener('eip6963:requestProvider', announce);
  announce();
}

function connectorOn(page: Page, wallets: WalletModule[], config: Partial<WalletConnectorConfig> = {}) {
  return createWalletConnector({
    chains: [localCoreChain()],
    wallets,
    target: page,
    device: desktop,
    storage: createMemoryStorage(),
    lateInjectionTimeoutMs: 200,
    ...config,
  });
}

/** A catalogue-style module that reads `window.ethereum`. */
function catalogueModule(label: string, flag: string): WalletModule {
  return {
    label,
    getIcon: () => Promise.resolve(fakeIcon),
    getInterface: () => Promise.reject(new Error('the legacy provider must not be used')),
    injectedNamespace: 'ethereum',
    checkProviderIdentity: ({ provider }) => Boolean(provider && (provider as Record<string, unknown>)[flag]),
    externalUrl: `https://${label.toLowerCase()}.example/download`,
    source: 'catalogue',
  };
}

describe('discovery in the connector', () => {
  it('lists announced wallets (source eip6963) in place of the catalogue entry of the same wallet', async () => {
    const page = createPage();
    const provider = Object.assign(createFakeWallet(), { isMetaMask: true });
    page.ethereum = provider;
    announceOnRequest(page, 'MetaMask', 'io.metamask', provider);
    const connector = connectorOn(page, [catalogueModule('MetaMask', 'isMetaMask'), catalogueModule('Rabby Wallet', 'isRabby')]);
    await settle();
    const listed = connector.getState().availableWallets;
    expect(listed.map((wallet) => [wallet.label, wallet.installed, wallet.source, wallet.rdns])).toEqual([
      ['MetaMask', true, 'eip6963', 'io.metamask'],
      ['Rabby Wallet', false, 'catalogue', undefined],
    ]);
    await expect(listed[0]?.getIcon()).resolves.toBe(svgIcon);

    const outcome = await connector.connect({ label: 'MetaMask' });
    expect(outcome).toMatchObject({ status: 'connected', wallet: { source: 'eip6963' } });
    expect(provider.calls.map((call) => call.method)).toContain('eth_requestAccounts');
    connector.destroy();
  });

  it('drops the legacy entry of a provider that also announced itself under its own name', async () => {
    const page = createPage();
    const provider = Object.assign(createFakeWallet(), { isMetaMask: true });
    page.ethereum = provider;
    announceOnRequest(page, 'Test Wallet', 'org.example.test', provider);
    const connector = connectorOn(page, [catalogueModule('MetaMask', 'isMetaMask')]);
    await settle();
    expect(connector.getState().availableWallets.map((wallet) => [wallet.label, wallet.installed])).toEqual([
      ['Test Wallet', true],
    ]);
    connector.destroy();
  });

  it('reports invalid announcements through discoveryError, after the creator could subscribe', async () => {
    const page = createPage();
    page.addEventListener('eip6963:requestProvider', () => {
      page.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: { info: { uuid: 'x', name: 'Evil', rdns: 'io.evil', icon: '<svg onload="alert(1)"></svg>' }, provider: createFakeWallet() },
        }),
      );
    });
    const connector = connectorOn(page, []);
    const errors = vi.fn();
    connector.events.on('discoveryError', errors);
    await settle();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(connector.getState().availableWallets).toEqual([]);
    connector.destroy();
  });

  it('follows late announcements in availableWallets (same state object when nothing changed)', async () => {
    const page = createPage();
    const connector = connectorOn(page, []);
    await settle();
    const before = connector.getState();
    page.dispatchEvent(new Event('ethereum#initialized'));
    expect(connector.getState()).toBe(before);
    announceOnRequest(page, 'Late Wallet', 'io.late', createFakeWallet());
    expect(connector.getState().availableWallets.map((wallet) => wallet.label)).toEqual(['Late Wallet']);
    connector.destroy();
  });

  it('connect waits briefly for a wallet injected late (ethereum#initialized)', async () => {
    const page = createPage();
    const provider = createFakeWallet();
    const module = fakeModule('Late Injector', provider, { injectedNamespace: 'ethereum' });
    const connector = connectorOn(page, [module]);
    setTimeout(() => {
      page.ethereum = provider;
      page.dispatchEvent(new Event('ethereum#initialized'));
    }, 30);
    await expect(connector.connect({ label: 'Late Injector' })).resolves.toMatchObject({ status: 'connected' });
    connector.destroy();
  });

  it('autoconnect waits for a remembered wallet that announces late', async () => {
    const page = createPage();
    const memory = createMemoryStorage();
    memory.setItem('site-wallet:last_connected_wallet', '["Slow Wallet"]');
    const connector = connectorOn(page, [], { storage: memory });
    expect(connector.getState().autoconnect).toBe('running');
    setTimeout(() => {
      announceOnRequest(page, 'Slow Wallet', 'io.slow', createFakeWallet());
    }, 40);
    await settle(120);
    expect(connector.getState()).toMatchObject({ autoconnect: 'done', wallets: [{ label: 'Slow Wallet' }] });
    connector.destroy();
  });

  it('destroy removes the window listeners', async () => {
    const page = createPage();
    const add = vi.spyOn(page, 'addEventListener');
    const remove = vi.spyOn(page, 'removeEventListener');
    const connector = connectorOn(page, []);
    await settle();
    connector.destroy();
    expect(remove.mock.calls.map(([type]) => type).sort()).toEqual(add.mock.calls.map(([type]) => type).sort());
  });
});
