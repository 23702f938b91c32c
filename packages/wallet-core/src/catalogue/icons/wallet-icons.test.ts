import { describe, expect, it } from 'vitest';
import { isSafeIcon } from '../../icons/is-safe-icon.ts';
import { injectedWallets } from '../injected-wallets.ts';
import { badgeLabels, walletIcon } from './wallet-icons.ts';

describe('catalogue wallet icons', () => {
  const wallets = injectedWallets();

  it('gives every built-in wallet its own badge', () => {
    expect([...badgeLabels].sort()).toEqual(wallets.map((wallet) => wallet.label).sort());
    const icons = badgeLabels.map(walletIcon);
    expect(new Set(icons).size).toBe(badgeLabels.length);
  });

  it('loads each icon through getIcon as small, plain SVG markup', async () => {
    for (const wallet of wallets) {
      const icon = await wallet.getIcon();
      expect(icon, wallet.label).toBe(walletIcon(wallet.label));
      expect(icon).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*>.*<\/svg>$/);
      expect(icon.length).toBeLessThan(400);
      expect(icon).not.toMatch(/<script|\bon\w+=|javascript:|href=|<foreignObject|<animate|<set/i);
      expect(isSafeIcon(icon), wallet.label).toBe(true);
    }
  });

  it('writes initials dark on light brand colours and white on dark ones', () => {
    expect(walletIcon('Binance Smart Wallet')).toContain('fill="#111827">BN<');
    expect(walletIcon('MetaMask')).toContain('fill="#FFFFFF">MM<');
  });

  it('draws a neutral badge for a label it does not know', () => {
    expect(walletIcon('Unknown <Wallet>')).toContain('fill="#6B7280"');
    expect(walletIcon('Unknown <Wallet>')).not.toContain('Unknown');
  });
});
