import { describe, expect, it } from 'vitest';
import { filterWallets } from '../platform/filter-wallets.ts';
import type { Device } from '../wallets/types.ts';
import type { WalletModule } from '../wallets/types.ts';
import { validateWalletModule } from '../wallets/validate-wallet-module.ts';
import { catalogueFakeWallet } from './injected-fake-wallet.fixture.ts';
import { injectedWallets } from './injected-wallets.ts';
import { walletCases } from './wallet-cases.fixture.ts';

const desktopChrome: Device = { type: 'desktop', os: { name: 'Linux' }, browser: { name: 'Chrome' } };
const desktopFirefox: Device = { type: 'desktop', os: { name: 'Linux' }, browser: { name: 'Firefox' } };
const iPhone: Device = { type: 'mobile', os: { name: 'iOS' }, browser: { name: 'Safari' } };

function customModule(label: string): WalletModule {
  return {
    label,
    injectedNamespace: 'ethereum',
    getIcon: () => Promise.resolve('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    getInterface: () => Promise.reject(new Error('not used')),
    checkProviderIdentity: ({ provider }) => provider !== undefined,
    source: 'custom',
  };
}

describe('injectedWallets: the catalogue', () => {
  const wallets = injectedWallets();

  it('holds exactly the wallets of the expectations table, each label once', () => {
    const labels = wallets.map((wallet) => wallet.label);
    expect(labels).toHaveLength(walletCases.length);
    expect(new Set(labels).size).toBe(walletCases.length);
    expect([...labels].sort()).toEqual(walletCases.map((walletCase) => walletCase.label).sort());
  });

  it.each(walletCases)('$label: platforms, download link and source as the table says', ({ label, platforms, externalUrl }) => {
    const wallet = wallets.find((candidate) => candidate.label === label);
    expect(wallet?.platforms).toEqual(platforms);
    expect(wallet?.externalUrl).toBe(externalUrl);
    expect(wallet?.source).toBe('catalogue');
  });

  it('links each wallet to its own download page: https, never a connect deep link, a blog post or another language', () => {
    const links = Object.fromEntries(wallets.filter((wallet) => wallet.externalUrl !== undefined).map((wallet) => [wallet.label, new URL(wallet.externalUrl ?? '')]));
    for (const [label, url] of Object.entries(links)) {
      expect(url.protocol, label).toBe('https:');
      expect(url.pathname, label).not.toMatch(/\/(ul|connect|blog)(\/|$)|\/v1\/connect/);
      expect(url.hostname, label).not.toMatch(/^link\./);
      expect(url.pathname, label).not.toMatch(/^\/(?!en\b)[a-z]{2}(-[a-z]{2})?\//i);
    }
    expect(links.Phantom?.href).toBe('https://phantom.com/download');
    expect(links['Binance Smart Wallet']?.href).toBe('https://www.binance.com/en/download');
    expect(links['Trust Wallet']?.href).toBe('https://trustwallet.com/download');
  });

  it('passes the wallet module validation, functions of the required arity included', () => {
    for (const wallet of wallets) {
      expect(() => validateWalletModule(wallet), wallet.label).not.toThrow();
      expect(wallet.getIcon.length, wallet.label).toBe(0);
      expect(wallet.getInterface.length, wallet.label).toBeLessThanOrEqual(1);
      expect(wallet.checkProviderIdentity.length, wallet.label).toBe(1);
    }
  });

  it('returns fresh modules on every call', () => {
    const [first] = injectedWallets();
    first?.platforms?.push('tampered');
    expect(injectedWallets()[0]?.platforms).not.toContain('tampered');
  });

  it('narrows to the wallets a device can use, with the platform filter', () => {
    const labelsOn = (device: Device) => filterWallets(wallets, device, { target: {} }).map((option) => option.wallet.label);
    expect(labelsOn(desktopChrome)).toContain('Apex Wallet');
    expect(labelsOn(desktopFirefox)).not.toContain('Apex Wallet');
    expect(labelsOn(desktopFirefox)).toContain('Taho');
    expect(labelsOn(iPhone)).toContain('TP Wallet');
    expect(labelsOn(iPhone)).not.toContain('Taho');
  });
});

describe('injectedWallets options', () => {
  it('adds custom modules, which replace the built-in wallet of the same label', () => {
    const myWallet = customModule('My Wallet');
    const myMetaMask = customModule('MetaMask');
    const wallets = injectedWallets({ custom: [myWallet, myMetaMask] });
    expect(wallets).toHaveLength(walletCases.length + 1);
    expect(wallets).toContain(myWallet);
    expect(wallets.filter((wallet) => wallet.label === 'MetaMask')).toEqual([myMetaMask]);
  });

  it('hides a wallet filtered with false', () => {
    const labels = injectedWallets({ filter: { 'Detected Wallet': false, MetaMask: false } }).map((wallet) => wallet.label);
    expect(labels).toHaveLength(walletCases.length - 2);
    expect(labels).not.toContain('Detected Wallet');
    expect(labels).not.toContain('MetaMask');
  });

  it('limits a wallet to the platforms given in the filter, built-in or custom', () => {
    const wallets = injectedWallets({
      custom: [customModule('My Wallet')],
      filter: { 'Trust Wallet': ['iOS', 'Android'], 'My Wallet': ['desktop'] },
    });
    expect(wallets.find((wallet) => wallet.label === 'Trust Wallet')?.platforms).toEqual(['iOS', 'Android']);
    expect(wallets.find((wallet) => wallet.label === 'My Wallet')?.platforms).toEqual(['desktop']);
    const onIphone = filterWallets(wallets, iPhone, { target: {} }).map((option) => option.wallet.label);
    expect(onIphone).toContain('Trust Wallet');
    expect(onIphone).not.toContain('My Wallet');
    expect(filterWallets(wallets, desktopChrome, { target: {} }).map((option) => option.wallet.label)).not.toContain('Trust Wallet');
  });

  it('ignores filter keys inherited from Object.prototype', () => {
    expect(injectedWallets({ filter: {} })).toHaveLength(walletCases.length);
    expect(injectedWallets({ filter: Object.create({ MetaMask: false }) as Record<string, false> })).toHaveLength(walletCases.length);
  });
});

describe('injectedWallets and the real window', () => {
  it('reads nothing from globalThis until a module is used, then reads it live', async () => {
    let reads = 0;
    const metamask = catalogueFakeWallet({ isMetaMask: true });
    const wallets = injectedWallets();
    Object.defineProperty(globalThis, 'ethereum', {
      configurable: true,
      get() {
        reads += 1;
        return metamask;
      },
    });
    try {
      expect(reads).toBe(0);
      const installed = filterWallets(wallets, desktopChrome).filter((option) => option.installed);
      expect(installed.map((option) => option.wallet.label)).toEqual(['MetaMask']);
      const provider = (await wallets.find((wallet) => wallet.label === 'MetaMask')!.getInterface()).provider;
      await provider.request({ method: 'eth_accounts' });
      expect(metamask.calls).toEqual([{ method: 'eth_accounts' }]);
      expect(reads).toBeGreaterThan(0);
    } finally {
      Reflect.deleteProperty(globalThis, 'ethereum');
    }
  });
});
