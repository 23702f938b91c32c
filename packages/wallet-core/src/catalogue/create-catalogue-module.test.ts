import { describe, expect, it } from 'vitest';
import { FrameNotConnectedError, WalletUnavailableError } from '../errors/connection-errors.ts';
import type { WalletModule } from '../wallets/types.ts';
import type { FakeWallet } from '../../test/fake-wallet.ts';
import { catalogueFakeWallet } from './injected-fake-wallet.fixture.ts';
import { injectedWallets } from './injected-wallets.ts';
import { providersCases, walletCases } from './wallet-cases.fixture.ts';

function walletNamed(label: string, target: object): WalletModule {
  const wallet = injectedWallets({ target }).find((candidate) => candidate.label === label);
  if (!wallet) throw new Error(`no wallet ${label}`);
  return wallet;
}

async function providerOf(label: string, target: object) {
  return (await walletNamed(label, target).getInterface()).provider;
}

const methodsOf = (wallet: FakeWallet) => wallet.calls.map((request) => request.method);

describe('getInterface', () => {
  describe.each(walletCases)('$label', (walletCase) => {
    it('sends requests to the wallet it identified, without changing the wallet', async () => {
      const { target, wallet } = walletCase.install();
      const ownRequest = wallet.request;
      const provider = await providerOf(walletCase.label, target);
      await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual(['0x00000000000000000000000000000000000000aa']);
      await provider.request({ method: 'eth_getBalance', params: ['0xaa', 'latest'] });
      expect(wallet.calls.slice(-2)).toEqual([
        { method: 'eth_accounts' },
        { method: 'eth_getBalance', params: ['0xaa', 'latest'] },
      ]);
      expect(provider).not.toBe(wallet);
      expect(wallet.request).toBe(ownRequest);
    });

    it.each(['wallet_requestPermissions', 'wallet_switchEthereumChain'])('%s: supported as the table says', async (method) => {
      const { target, wallet } = walletCase.install();
      const provider = await providerOf(walletCase.label, target);
      const params = [{ chainId: '0x45c' }];
      if (walletCase.unsupported?.includes(method)) {
        await expect(provider.request({ method, params })).rejects.toMatchObject({
          code: 4200,
          message: `The Provider does not support the requested method: ${method}`,
        });
        expect(methodsOf(wallet)).not.toContain(method);
      } else {
        await provider.request({ method, params });
        expect(wallet.calls).toContainEqual({ method, params });
      }
    });

    it(`eth_chainId: ${walletCase.hexChainId ? 'a decimal answer becomes hex' : 'answered as the wallet says'}`, async () => {
      const { target } = walletCase.install();
      const provider = await providerOf(walletCase.label, target);
      // Every fake wallet answers 1116 in decimal; only the wallets known to do so get it fixed.
      await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe(walletCase.hexChainId ? '0x45c' : 1116);
    });

    it(`eth_requestAccounts reaches the wallet as ${walletCase.requestAccountsAs ?? 'eth_requestAccounts'}`, async () => {
      const { target, wallet } = walletCase.install();
      const provider = await providerOf(walletCase.label, target);
      await provider.request({ method: 'eth_requestAccounts' });
      expect(methodsOf(wallet)).toEqual([walletCase.requestAccountsAs ?? 'eth_requestAccounts']);
    });

    it('chainChanged and accountsChanged listeners: subscribe, convert and unsubscribe as the table says', async () => {
      const { target, wallet } = walletCase.install();
      const provider = await providerOf(walletCase.label, target);
      const chainIds: unknown[] = [];
      const accounts: unknown[] = [];
      const onChain = (chainId: unknown) => chainIds.push(chainId);
      const onAccounts = (list: unknown) => accounts.push(list);
      provider.on('chainChanged', onChain);
      provider.on('accountsChanged', onAccounts);
      wallet.emit('chainChanged', 1116);
      wallet.emit('accountsChanged', ['0xbb']);
      if (walletCase.skipsOn) {
        expect(wallet.listenerCount('chainChanged')).toBe(0);
        expect(chainIds).toEqual([]);
      } else {
        expect(chainIds).toEqual([walletCase.hexChainChanged ? '0x45c' : 1116]);
        expect(accounts).toEqual([['0xbb']]);
      }
      provider.removeListener('chainChanged', onChain);
      provider.removeListener('accountsChanged', onAccounts);
      const remaining = walletCase.skipsOn ? 0 : walletCase.skipsRemoveListener ? 1 : 0;
      expect(wallet.listenerCount('chainChanged')).toBe(remaining);
      expect(wallet.listenerCount('accountsChanged')).toBe(remaining);
    });
  });
});

describe('getInterface with several wallets in providers[]', () => {
  it.each(providersCases)('$label: picks its own provider by its flag', async ({ label, namespace, flags, impostor }) => {
    const own = catalogueFakeWallet(flags);
    const unrelated = catalogueFakeWallet({ isSomeOtherWallet: true });
    const decoy = impostor ? catalogueFakeWallet(impostor) : catalogueFakeWallet({ isZerion: true });
    const aggregator = catalogueFakeWallet({ providers: [unrelated, decoy, own] });
    const target = { [namespace]: aggregator };
    const wallet = walletNamed(label, target);
    expect(wallet.checkProviderIdentity({ provider: aggregator, device: { type: 'desktop', os: null, browser: null } })).toBe(true);
    await (await wallet.getInterface()).provider.request({ method: 'eth_accounts' });
    expect(methodsOf(own)).toEqual(['eth_accounts']);
    expect([...aggregator.calls, ...unrelated.calls, ...decoy.calls]).toEqual([]);
  });

  it('uses window.ethereum itself when providers[] does not list the wallet', async () => {
    const ethereum = catalogueFakeWallet({ isBraveWallet: true, providers: [catalogueFakeWallet({ isExodus: true })] });
    await (await providerOf('Brave Wallet', { ethereum })).request({ method: 'eth_accounts' });
    expect(methodsOf(ethereum)).toEqual(['eth_accounts']);
  });
});

describe('getInterface fallbacks and guards', () => {
  it('Coin98: uses window.coin98.provider when window.ethereum is not Coin98', async () => {
    const ethereum = catalogueFakeWallet({ isMetaMask: true });
    const coin98 = catalogueFakeWallet({ isCoin98: true });
    await (await providerOf('Coin98 Wallet', { ethereum, coin98: { provider: coin98 } })).request({ method: 'eth_accounts' });
    expect(methodsOf(coin98)).toEqual(['eth_accounts']);
    expect(methodsOf(ethereum)).toEqual([]);
  });

  it('Trust Wallet: uses window.trustwallet when window.ethereum is not Trust, window.ethereum when it is', async () => {
    const trustwallet = catalogueFakeWallet({ isTrust: true });
    const metamask = catalogueFakeWallet({ isMetaMask: true });
    await (await providerOf('Trust Wallet', { ethereum: metamask, trustwallet })).request({ method: 'eth_accounts' });
    expect(methodsOf(trustwallet)).toEqual(['eth_accounts']);
    expect(methodsOf(metamask)).toEqual([]);

    const trustAsEthereum = catalogueFakeWallet({ isTrust: true });
    const otherTrust = catalogueFakeWallet({ isTrust: true });
    await (await providerOf('Trust Wallet', { ethereum: trustAsEthereum, trustwallet: otherTrust })).request({ method: 'eth_accounts' });
    expect(methodsOf(trustAsEthereum)).toEqual(['eth_accounts']);
    expect(methodsOf(otherTrust)).toEqual([]);
  });

  it('Ronin: uses window.ronin.provider, not window.ronin', async () => {
    const provider = catalogueFakeWallet();
    const ronin = catalogueFakeWallet({ provider });
    await (await providerOf('Ronin Wallet', { ronin })).request({ method: 'eth_accounts' });
    expect(methodsOf(provider)).toEqual(['eth_accounts']);
    expect(methodsOf(ronin)).toEqual([]);
  });

  it('Binance: works with its read-only provider and leaves it untouched', async () => {
    const binance = Object.freeze(catalogueFakeWallet({ bbcSignTx: () => 'signed' }));
    const ownRequest = binance.request;
    const provider = await providerOf('Binance Smart Wallet', { BinanceChain: binance });
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x45c');
    expect(binance.request).toBe(ownRequest);
    expect(Object.isFrozen(binance)).toBe(true);
  });

  it('Frame: fails with the Frame message while the desktop app is not connected', async () => {
    const ethereum = catalogueFakeWallet({ isFrame: true, connected: false });
    const frame = walletNamed('Frame', { ethereum });
    const failure = frame.getInterface();
    await expect(failure).rejects.toBeInstanceOf(FrameNotConnectedError);
    await expect(failure).rejects.toThrow(
      'Frame App must be open with a hot wallet connected. If not installed first download the Frame App.',
    );
    expect(ethereum.calls).toEqual([]);
  });

  it('a wallet that is not injected: fails with the wallet-unavailable message', async () => {
    await expect(walletNamed('MetaMask', {}).getInterface()).rejects.toThrow('Please install or switch to MetaMask to continue');
    const missing = walletNamed('1inch Wallet', { ethereum: null }).getInterface();
    await expect(missing).rejects.toBeInstanceOf(WalletUnavailableError);
    await expect(missing).rejects.toThrow('Please install or enable 1inch Wallet to continue');
  });

  it('reads the window when the provider is requested, not when the catalogue is built', async () => {
    const target: Record<string, unknown> = {};
    const metamask = walletNamed('MetaMask', target);
    const late = catalogueFakeWallet({ isMetaMask: true });
    target['ethereum'] = late;
    await (await metamask.getInterface()).provider.request({ method: 'eth_accounts' });
    expect(methodsOf(late)).toEqual(['eth_accounts']);
  });
});
