import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderIdentityHelpers, WalletModule, WalletSource } from '../wallets/types.ts';
import { filterWallets } from './filter-wallets.ts';
import { getDevice } from './get-device.ts';
import { userAgents } from './test-user-agents.ts';
import type { Device, WalletOption } from '../wallets/types.ts';

interface FakeModuleOptions {
  platforms?: string[];
  injectedNamespace?: string;
  /** The provider flag the identity check looks for; `request` matches any EIP-1193 object. */
  flag?: string;
  source?: WalletSource;
  checkProviderIdentity?: (helpers: ProviderIdentityHelpers) => boolean;
}

function fakeModule(label: string, options: FakeModuleOptions = {}): WalletModule {
  const flag = options.flag ?? `is${label.replace(/\W/g, '')}`;
  return {
    label,
    getIcon: () => Promise.resolve('<svg/>'),
    getInterface: () => Promise.reject(new Error('not used')),
    injectedNamespace: options.injectedNamespace ?? 'ethereum',
    checkProviderIdentity:
      options.checkProviderIdentity ??
      (({ provider }) => typeof provider === 'object' && provider !== null && Boolean((provider as Record<string, unknown>)[flag])),
    ...(options.platforms ? { platforms: options.platforms } : {}),
    ...(options.source ? { source: options.source } : {}),
  };
}

const labels = (options: readonly WalletOption[]): string[] => options.map((option) => option.wallet.label);
const noProviders = {};
const desktopChrome = getDevice(userAgents.chromeWindows);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('filterWallets: platforms', () => {
  const catalogue = [
    fakeModule('Everywhere'),
    fakeModule('Anywhere', { platforms: ['all'] }),
    fakeModule('Desktop Only', { platforms: ['desktop'] }),
    fakeModule('Mobile Only', { platforms: ['mobile'] }),
    fakeModule('Chromium Extension', { platforms: ['Chrome', 'Chromium', 'Microsoft Edge'] }),
    fakeModule('Apple Phones', { platforms: ['iOS'] }),
    fakeModule('Mac App', { platforms: ['macOS'] }),
    fakeModule('Safari Extension', { platforms: ['Safari'] }),
    fakeModule('Firefox Add-on', { platforms: ['Firefox'] }),
    fakeModule('Android App', { platforms: ['Android'] }),
    fakeModule('Desktop Chromium Extension', { platforms: ['desktop', 'Chrome', 'Chromium', 'Microsoft Edge'] }),
  ];
  const offered = (userAgent: string): string[] => labels(filterWallets(catalogue, getDevice(userAgent), { target: noProviders }));

  it.each([
    ['desktop Chrome', userAgents.chromeWindows, ['Anywhere', 'Chromium Extension', 'Desktop Chromium Extension', 'Desktop Only', 'Everywhere']],
    ['desktop Edge', userAgents.edgeWindows, ['Anywhere', 'Chromium Extension', 'Desktop Chromium Extension', 'Desktop Only', 'Everywhere']],
    ['desktop Chromium', userAgents.chromiumLinux, ['Anywhere', 'Chromium Extension', 'Desktop Chromium Extension', 'Desktop Only', 'Everywhere']],
    ['desktop Firefox', userAgents.firefoxLinux, ['Anywhere', 'Desktop Only', 'Everywhere', 'Firefox Add-on']],
    ['Safari on macOS', userAgents.safariMac, ['Anywhere', 'Desktop Only', 'Everywhere', 'Mac App', 'Safari Extension']],
    ['Safari on iPhone', userAgents.safariIPhone, ['Anywhere', 'Apple Phones', 'Everywhere', 'Mobile Only', 'Safari Extension']],
    ['Chrome on Android', userAgents.chromeAndroid, ['Android App', 'Anywhere', 'Chromium Extension', 'Everywhere', 'Mobile Only']],
    ['Safari on iPad (a tablet counts as mobile)', userAgents.safariIPad, ['Anywhere', 'Apple Phones', 'Everywhere', 'Mobile Only', 'Safari Extension']],
    ["Telegram's webview on Android", userAgents.telegramAndroid, ['Android App', 'Anywhere', 'Chromium Extension', 'Everywhere', 'Mobile Only']],
    ["Telegram's webview on iPhone", userAgents.telegramIPhone, ['Anywhere', 'Apple Phones', 'Everywhere', 'Mobile Only', 'Safari Extension']],
  ])('offers on %s the wallets whose platforms match', (_name, userAgent, expected) => {
    expect(offered(userAgent)).toEqual(expected);
  });

  it('compares platform names case-insensitively', () => {
    const wallets = [
      fakeModule('Upper', { platforms: ['DESKTOP'] }),
      fakeModule('Lower Browser', { platforms: ['microsoft edge'] }),
      fakeModule('Lower OS', { platforms: ['windows'] }),
      fakeModule('Mixed', { platforms: ['Ios'] }),
    ];
    expect(labels(filterWallets(wallets, getDevice(userAgents.edgeWindows), { target: noProviders }))).toEqual([
      'Lower Browser',
      'Lower OS',
      'Upper',
    ]);
  });

  it('lets an explicit tablet entry match a tablet only', () => {
    const wallets = [fakeModule('Tablet App', { platforms: ['tablet'] })];
    expect(labels(filterWallets(wallets, getDevice(userAgents.safariIPad), { target: noProviders }))).toEqual(['Tablet App']);
    expect(filterWallets(wallets, getDevice(userAgents.safariIPhone), { target: noProviders })).toEqual([]);
  });

  it('offers a module with no platforms or an empty list everywhere, even on an unknown device', () => {
    const unknown: Device = { type: null, os: null, browser: null };
    const wallets = [fakeModule('No List'), fakeModule('Empty List', { platforms: [] }), fakeModule('Desktop Only', { platforms: ['desktop'] })];
    expect(labels(filterWallets(wallets, unknown, { target: noProviders }))).toEqual(['Empty List', 'No List']);
  });
});

describe('filterWallets: installed', () => {
  it('runs each identity check on target[injectedNamespace] with the device', () => {
    const okx = { isOkxWallet: true };
    const seen: ProviderIdentityHelpers[] = [];
    const wallets = [
      fakeModule('OKX Wallet', {
        injectedNamespace: 'okxwallet',
        checkProviderIdentity: (helpers) => {
          seen.push(helpers);
          return (helpers.provider as { isOkxWallet?: boolean } | undefined)?.isOkxWallet === true;
        },
      }),
      fakeModule('MetaMask', { flag: 'isMetaMask' }),
    ];
    const result = filterWallets(wallets, desktopChrome, { target: { okxwallet: okx } });
    expect(result.map(({ wallet, installed }) => [wallet.label, installed])).toEqual([
      ['MetaMask', false],
      ['OKX Wallet', true],
    ]);
    expect(seen).toEqual([{ provider: okx, device: desktopChrome }]);
  });

  it('reads globalThis when no target is given, at call time', () => {
    const wallets = [fakeModule('MetaMask', { flag: 'isMetaMask' })];
    expect(filterWallets(wallets, desktopChrome)[0]?.installed).toBe(false);
    vi.stubGlobal('ethereum', { isMetaMask: true, request: () => Promise.resolve(null) });
    expect(filterWallets(wallets, desktopChrome)[0]?.installed).toBe(true);
  });

  it('counts a throwing identity check, or a throwing provider getter, as not installed', () => {
    const target = {
      get trap(): unknown {
        throw new Error('getter blew up');
      },
    };
    const wallets = [
      fakeModule('Broken Check', {
        checkProviderIdentity: () => {
          throw new TypeError('Cannot read properties of undefined');
        },
      }),
      fakeModule('Broken Getter', { injectedNamespace: 'trap' }),
    ];
    expect(filterWallets(wallets, desktopChrome, { target }).map((option) => option.installed)).toEqual([false, false]);
  });

  it('treats a truthy identity result as installed', () => {
    const wallets = [fakeModule('Truthy', { checkProviderIdentity: ({ provider }) => provider as boolean })];
    expect(filterWallets(wallets, desktopChrome, { target: { ethereum: { request() {} } } })[0]?.installed).toBe(true);
  });

  it('offers nothing as installed inside Telegram, where no provider is injected', () => {
    const wallets = [fakeModule('MetaMask', { flag: 'isMetaMask' }), fakeModule('Trust Wallet', { flag: 'isTrust', platforms: ['mobile'] })];
    for (const userAgent of [userAgents.telegramAndroid, userAgents.telegramIPhone]) {
      const result = filterWallets(wallets, getDevice(userAgent), { target: {} });
      expect(result.map(({ wallet, installed }) => [wallet.label, installed])).toEqual([
        ['MetaMask', false],
        ['Trust Wallet', false],
      ]);
    }
  });
});

describe('filterWallets: Detected Wallet', () => {
  const detected = fakeModule('Detected Wallet', { flag: 'request' });
  const metaMask = fakeModule('MetaMask', { flag: 'isMetaMask' });
  const rabby = fakeModule('Rabby Wallet', { flag: 'isRabby' });

  it('is hidden when another installed wallet remains', () => {
    const target = { ethereum: { isMetaMask: true, request() {} } };
    expect(labels(filterWallets([detected, metaMask, rabby], desktopChrome, { target }))).toEqual(['MetaMask', 'Rabby Wallet']);
  });

  it('is shown when the injected provider is no wallet we know', () => {
    const target = { ethereum: { isSomethingNew: true, request() {} } };
    const result = filterWallets([detected, metaMask, rabby], desktopChrome, { target });
    expect(result.map(({ wallet, installed }) => [wallet.label, installed])).toEqual([
      ['Detected Wallet', true],
      ['MetaMask', false],
      ['Rabby Wallet', false],
    ]);
  });

  it('is hidden when there is no provider at all, since it has nothing to connect to', () => {
    expect(labels(filterWallets([detected, metaMask], desktopChrome, { target: {} }))).toEqual(['MetaMask']);
  });

  it('is hidden when another wallet is installed in another namespace', () => {
    const okx = fakeModule('OKX Wallet', { injectedNamespace: 'okxwallet', flag: 'isOkxWallet' });
    const target = { ethereum: { request() {} }, okxwallet: { isOkxWallet: true } };
    expect(labels(filterWallets([detected, okx], desktopChrome, { target }))).toEqual(['OKX Wallet']);
  });
});

describe('filterWallets: duplicates', () => {
  const installedMetaMask = { ethereum: { isMetaMask: true, request() {} } };

  it('keeps one wallet per label, compared case-insensitively', () => {
    const wallets = [fakeModule('MetaMask'), fakeModule('METAMASK'), fakeModule('metamask')];
    expect(labels(filterWallets(wallets, desktopChrome, { target: {} }))).toEqual(['MetaMask']);
  });

  it.each<WalletSource>(['eip6963', 'custom'])('prefers a %s module over the catalogue entry, in either order', (source) => {
    const catalogue = fakeModule('MetaMask', { source: 'catalogue', flag: 'isMetaMask' });
    const preferred = fakeModule('MetaMask', { source, checkProviderIdentity: () => true });
    for (const wallets of [
      [catalogue, preferred],
      [preferred, catalogue],
    ]) {
      const result = filterWallets(wallets, desktopChrome, { target: installedMetaMask });
      expect(result).toHaveLength(1);
      expect(result[0]?.wallet).toBe(preferred);
    }
  });

  it('prefers a module with a source over one without (the catalogue default)', () => {
    const plain = fakeModule('Rabby Wallet', { flag: 'isRabby' });
    const announced = fakeModule('Rabby Wallet', { source: 'eip6963', checkProviderIdentity: () => true });
    expect(filterWallets([plain, announced], desktopChrome, { target: {} })[0]?.wallet).toBe(announced);
  });

  it('matches an EIP-6963 name to a catalogue label after normalising', () => {
    const wallets = [
      fakeModule('Rabby Wallet', { source: 'catalogue' }),
      fakeModule('MetaMask', { source: 'catalogue' }),
      fakeModule('OKX Wallet', { source: 'catalogue' }),
      fakeModule('Rabby', { source: 'eip6963', checkProviderIdentity: () => true }),
      fakeModule('Meta Mask', { source: 'eip6963', checkProviderIdentity: () => true }),
      fakeModule('okx-wallet', { source: 'eip6963', checkProviderIdentity: () => true }),
    ];
    const result = filterWallets(wallets, desktopChrome, { target: {} });
    expect(result.map(({ wallet }) => [wallet.label, wallet.source])).toEqual([
      ['Meta Mask', 'eip6963'],
      ['okx-wallet', 'eip6963'],
      ['Rabby', 'eip6963'],
    ]);
  });

  it('does not merge different wallets whose names merely share a prefix', () => {
    const wallets = [fakeModule('SubWallet'), fakeModule('Safe'), fakeModule('SafePal'), fakeModule('TP Wallet'), fakeModule('TokenPocket')];
    expect(labels(filterWallets(wallets, desktopChrome, { target: {} }))).toEqual(['Safe', 'SafePal', 'SubWallet', 'TokenPocket', 'TP Wallet']);
  });

  it('between two catalogue duplicates keeps the installed one', () => {
    const absent = fakeModule('Coin98 Wallet', { injectedNamespace: 'coin98', flag: 'isCoin98' });
    const present = fakeModule('Coin98 Wallet', { flag: 'isCoin98' });
    const result = filterWallets([absent, present], desktopChrome, { target: { ethereum: { isCoin98: true } } });
    expect(result).toEqual([{ wallet: present, installed: true }]);
  });

  it('drops a duplicate only after platform filtering, so a platform-hidden module never shadows another', () => {
    const mobileAnnounced = fakeModule('MetaMask', { source: 'custom', platforms: ['mobile'] });
    const catalogue = fakeModule('MetaMask', { flag: 'isMetaMask' });
    expect(filterWallets([mobileAnnounced, catalogue], desktopChrome, { target: installedMetaMask })).toEqual([
      { wallet: catalogue, installed: true },
    ]);
  });
});

describe('filterWallets: order and input', () => {
  it('sorts by label, locale-aware and case-insensitive', () => {
    const wallets = ['zerion', 'Trust Wallet', 'Ábaco', 'bitget Wallet', 'MetaMask', '1inch Wallet', 'Zeal', 'abc'].map((label) => fakeModule(label));
    expect(labels(filterWallets(wallets, desktopChrome, { target: {} }))).toEqual([
      '1inch Wallet',
      'Ábaco',
      'abc',
      'bitget Wallet',
      'MetaMask',
      'Trust Wallet',
      'Zeal',
      'zerion',
    ]);
  });

  it('leaves the given list untouched and drops modules without a string label', () => {
    const wallets = [fakeModule('Zerion'), { ...fakeModule('x'), label: 42 as unknown as string }, fakeModule('Apex Wallet')];
    const copy = [...wallets];
    expect(labels(filterWallets(wallets, desktopChrome, { target: {} }))).toEqual(['Apex Wallet', 'Zerion']);
    expect(wallets).toEqual(copy);
  });
});
