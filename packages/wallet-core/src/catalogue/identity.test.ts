import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Device } from '../wallets/types.ts';
import type { WalletModule } from '../wallets/types.ts';
import { catalogueFakeWallet } from './injected-fake-wallet.fixture.ts';
import { injectedWallets } from './injected-wallets.ts';
import { walletCases } from './wallet-cases.fixture.ts';

const device: Device = { type: 'desktop', os: { name: 'Linux' }, browser: { name: 'Chrome' } };

/** The labels whose identity check passes in the fake window `target`, as the connector asks. */
function installedLabels(target: Record<string, unknown>, wallets: WalletModule[] = injectedWallets({ target })): string[] {
  return wallets
    .filter((wallet) => wallet.checkProviderIdentity({ provider: target[wallet.injectedNamespace], device }))
    .map((wallet) => wallet.label)
    .sort();
}

describe('identity checks', () => {
  it.each(walletCases)('$label: only its own check passes (and Detected Wallet for an EIP-1193 window.ethereum)', ({ label, install }) => {
    const { target } = install();
    const expected = new Set([label]);
    if (typeof (target['ethereum'] as { request?: unknown } | undefined)?.request === 'function') expected.add('Detected Wallet');
    expect(installedLabels(target)).toEqual([...expected].sort());
  });

  it('finds nothing in an empty window', () => {
    expect(installedLabels({})).toEqual([]);
  });

  it('tells a MetaMask-flagged OKX provider apart from MetaMask', () => {
    const okx = catalogueFakeWallet({ isOkxWallet: true, isMetaMask: true });
    expect(installedLabels({ ethereum: okx, okxwallet: okx })).toEqual(['Detected Wallet', 'OKX Wallet']);
  });

  it('recognises MetaMask only when no other known wallet flag is set', () => {
    for (const imitator of ['isRabby', 'isTrust', 'isTokenPocket', 'isBraveWallet', 'isCoinbaseWallet', 'isBitKeep', 'isPhantom']) {
      const labels = installedLabels({ ethereum: catalogueFakeWallet({ isMetaMask: true, [imitator]: true }) });
      expect(labels, imitator).not.toContain('MetaMask');
    }
    expect(installedLabels({ ethereum: catalogueFakeWallet({ isMetaMask: true, somethingUnknown: true }) })).toContain('MetaMask');
  });

  it('recognises Coinbase by isToshi or isCoinbaseWallet', () => {
    expect(installedLabels({ ethereum: catalogueFakeWallet({ isToshi: true }) })).toContain('Coinbase Wallet');
    expect(installedLabels({ ethereum: catalogueFakeWallet({ isCoinbaseWallet: true }) })).toContain('Coinbase Wallet');
  });

  it('tells TokenPocket and TP Wallet apart by isTp', () => {
    expect(installedLabels({ ethereum: catalogueFakeWallet({ isTokenPocket: true }) })).toEqual(['Detected Wallet', 'TokenPocket']);
    expect(installedLabels({ ethereum: catalogueFakeWallet({ isTokenPocket: true, isTp: true }) })).toEqual(['Detected Wallet', 'TP Wallet']);
  });

  it('reads nested flags one level down only (Bitget, Phantom, OneKey, XDEFI, Frontier)', () => {
    const flat = { bitkeep: catalogueFakeWallet({ isBitKeep: true }), phantom: catalogueFakeWallet({ isPhantom: true }), $onekey: catalogueFakeWallet({ isOneKey: true }), xfi: catalogueFakeWallet({ isXDEFI: true }), frontier: catalogueFakeWallet({ isFrontier: true }) };
    expect(installedLabels(flat)).toEqual([]);
    const nested = Object.fromEntries(Object.entries(flat).map(([key, wallet]) => [key, { ethereum: wallet }]));
    expect(installedLabels(nested)).toEqual(['Bitget Wallet', 'Frontier', 'OneKey', 'Phantom', 'XDEFI Wallet']);
  });

  it('finds every wallet listed in window.ethereum.providers', () => {
    const metamask = catalogueFakeWallet({ isMetaMask: true });
    const coinbase = catalogueFakeWallet({ isCoinbaseWallet: true, isMetaMask: true });
    const brave = catalogueFakeWallet({ isBraveWallet: true });
    // Coinbase's extension exposes a proxy carrying its own flags and the list of all providers.
    const ethereum = catalogueFakeWallet({ isCoinbaseWallet: true, isMetaMask: true, providers: [metamask, coinbase, brave] });
    expect(installedLabels({ ethereum })).toEqual(['Brave Wallet', 'Coinbase Wallet', 'Detected Wallet', 'MetaMask']);
  });

  it('does not take a MetaMask imitator in providers[] for MetaMask', () => {
    const ethereum = catalogueFakeWallet({ providers: [catalogueFakeWallet({ isMetaMask: true, isRabby: true })] });
    expect(installedLabels({ ethereum })).not.toContain('MetaMask');
  });

  it('never calls Bitski\'s factory unless it is a function', () => {
    expect(installedLabels({ Bitski: { getProvider: 'not a function' } })).toEqual([]);
    expect(installedLabels({ Bitski: { getProvider: () => ({ isBitski: false }) } })).toEqual([]);
  });
});

describe('identity checks on hostile values', () => {
  const throwingGetters = new Proxy({}, {
    get() { throw new Error('getter'); },
    has() { throw new Error('has'); },
    ownKeys() { throw new Error('ownKeys'); },
    getPrototypeOf() { throw new Error('getPrototypeOf'); },
  });
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const revokedList = Proxy.revocable<unknown[]>([], {});
  revokedList.revoke();
  const trickyProviders = Object.defineProperty(catalogueFakeWallet({ isMetaMask: true }), 'providers', {
    get() { throw new Error('providers'); },
  });
  const throwingFlag = Object.defineProperty({ request: () => undefined }, 'isMetaMask', {
    get() { throw new Error('flag'); },
  });
  const throwingFactory = { getProvider: () => { throw new Error('factory'); } };
  // [description, value, labels whose check passes with that value as every provider]
  const hostile: [string, unknown, string[]][] = [
    ['undefined', undefined, []],
    ['null', null, []],
    ['a number', 42, []],
    ['a string', 'ethereum', []],
    ['a symbol', Symbol('wallet'), []],
    ['a bigint', 10n, []],
    // Ronin is recognised by `window.ronin` existing at all.
    ['a function', () => undefined, ['Ronin Wallet']],
    ['getters that throw (proxy)', throwingGetters, ['Ronin Wallet']],
    ['a revoked proxy', revoked.proxy, ['Ronin Wallet']],
    ['providers that throw', trickyProviders, ['Detected Wallet', 'MetaMask', 'Ronin Wallet']],
    ['providers as a revoked proxy', { providers: revokedList.proxy, isMetaMask: true }, ['MetaMask', 'Ronin Wallet']],
    ['a flag getter that throws', throwingFlag, ['Detected Wallet', 'Ronin Wallet']],
    ['a Bitski factory that throws', throwingFactory, ['Ronin Wallet']],
    [
      'hostile values nested inside',
      { ethereum: throwingGetters, providers: { ethereum: revoked.proxy }, provider: throwingGetters },
      // Enkrypt is recognised by `window.enkrypt.providers.ethereum` existing.
      ['Enkrypt', 'Ronin Wallet'],
    ],
  ];

  it.each(hostile)('checks never throw on %s', (_name, value, expected) => {
    const wallets = injectedWallets({ target: {} });
    const installed = wallets.filter((wallet) => wallet.checkProviderIdentity({ provider: value, device }));
    expect(installed.map((wallet) => wallet.label).sort()).toEqual(expected);
  });

  it.each(hostile)('checks answer a boolean in a window made of %s', (_name, value) => {
    const windows = [new Proxy({}, { get: () => value }), throwingGetters, revoked.proxy];
    for (const target of windows) {
      for (const wallet of injectedWallets({ target })) {
        expect(typeof wallet.checkProviderIdentity({ provider: value, device }), wallet.label).toBe('boolean');
      }
    }
  });

  it('answers a boolean for any value whatsoever', () => {
    const wallets = injectedWallets({ target: {} });
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withMap: true, withSet: true, withTypedArray: true }), (value) => {
        for (const wallet of wallets) {
          expect(typeof wallet.checkProviderIdentity({ provider: value, device })).toBe('boolean');
        }
      }),
      { numRuns: 200 },
    );
  });
});
