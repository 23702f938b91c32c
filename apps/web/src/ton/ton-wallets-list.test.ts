import { describe, expect, it } from 'vitest';
import { offeredTonWallets, offeredWalletsList, packagedWallets } from './ton-wallets-list.ts';

describe("the mini app's TON wallets list, from the installed TON Connect SDK", () => {
  it('offers Wallet in Telegram first, then Tonkeeper and the other TON wallets, with what TON Connect needs to reach them', async () => {
    const list = offeredWalletsList(await packagedWallets());
    expect(list.map((wallet) => wallet.app_name).slice(0, 2)).toEqual(['telegram-wallet', 'tonkeeper']);
    expect(list.map((wallet) => wallet.name).slice(0, 2)).toEqual(['Wallet', 'Tonkeeper']);
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const wallet of list) {
      expect(offeredTonWallets).toContain(wallet.app_name);
      // The site's own picture (a monogram it draws), never the wallet's remote image.
      expect(wallet.image).toBe(`/tonconnect-wallets/${wallet.app_name}.svg`);
      expect(wallet.bridge.length).toBeGreaterThan(0);
      if (wallet.bridge.some((bridge) => bridge.type === 'sse')) expect(wallet.universal_url).toMatch(/^https:\/\//);
    }
    expect(list.find((wallet) => wallet.app_name === 'telegram-wallet')?.universal_url).toBe('https://t.me/wallet?attach=wallet');
  });

  it('leaves out the multi-chain wallets of the package, and refuses a package list without Wallet or Tonkeeper', async () => {
    const packaged = await packagedWallets();
    const names = offeredWalletsList(packaged).map((wallet) => wallet.name.toLowerCase());
    for (const multiChain of ['okx', 'bitget', 'binance', 'bybit', 'safepal', 'tokenpocket', 'imtoken', 'onekey']) {
      expect(names.some((name) => name.includes(multiChain))).toBe(false);
    }
    expect(() => offeredWalletsList(packaged.filter((wallet) => wallet.appName !== 'tonkeeper'))).toThrow(/no longer names tonkeeper/);
  });
});
