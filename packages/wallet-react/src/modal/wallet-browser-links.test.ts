import { describe, expect, it } from 'vitest';
import { walletBrowserLinks } from './wallet-browser-links.ts';

const page = 'https://games.example.com/play/level?id=7#top';

function linkFor(label: string): string {
  const link = walletBrowserLinks(page).find((entry) => entry.label === label);
  if (!link) throw new Error(`no link for ${label}`);
  return link.url;
}

describe('walletBrowserLinks', () => {
  it('opens MetaMask with host and path, no protocol', () => {
    expect(linkFor('MetaMask')).toBe('https://metamask.app.link/dapp/games.example.com/play/level?id=7#top');
  });

  it('opens Trust Wallet with the whole URL encoded', () => {
    const url = new URL(linkFor('Trust Wallet'));
    expect(url.origin + url.pathname).toBe('https://link.trustwallet.com/open_url');
    expect(url.searchParams.get('url')).toBe(page);
  });

  it("opens OKX Wallet through its download link carrying the dapp deep link", () => {
    const url = new URL(linkFor('OKX Wallet'));
    expect(url.origin + url.pathname).toBe('https://www.okx.com/download');
    const deeplink = new URL(url.searchParams.get('deeplink') ?? '');
    expect(deeplink.protocol).toBe('okx:');
    expect(deeplink.searchParams.get('dappUrl')).toBe(page);
  });

  it('opens Bitget Wallet with action=dapp', () => {
    const url = new URL(linkFor('Bitget Wallet'));
    expect(url.origin).toBe('https://bkcode.vip');
    expect(url.searchParams.get('action')).toBe('dapp');
    expect(url.searchParams.get('url')).toBe(page);
  });

  it('only ever produces https links (custom schemes fail in Telegram)', () => {
    for (const link of walletBrowserLinks(page)) expect(link.url.startsWith('https://')).toBe(true);
  });
});
