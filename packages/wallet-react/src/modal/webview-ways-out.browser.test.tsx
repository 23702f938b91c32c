import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { openConnectModal, renderWalletUi } from '../../test/render-wallet-ui.tsx';
import { createWalletFixture, type WalletFixture } from '../../test/wallet-fixture.ts';

let fixture: WalletFixture | undefined;

afterEach(async () => {
  await cleanup();
  fixture?.cleanup();
  fixture = undefined;
});

const pageUrl = 'https://games.example.com/play?level=3';

describe('ConnectModal inside Telegram with no injected wallet', () => {
  it('says why instead of showing an empty list, and offers ways out', async () => {
    fixture = createWalletFixture({ installed: false });
    await renderWalletUi(fixture, { modal: { inTelegram: true, pageUrl, openExternal: () => undefined } });
    await openConnectModal();

    await expect.element(page.getByText('Wallets cannot connect inside Telegram')).toBeVisible();
    await expect.element(page.getByText(/Telegram's built-in browser has no wallet/)).toBeVisible();
    expect(document.querySelector('dialog[open] button.wr-wallet')).toBeNull();

    const metaMask = page.getByRole('link', { name: 'Open in MetaMask' });
    await expect.element(metaMask).toHaveAttribute('href', 'https://metamask.app.link/dapp/games.example.com/play?level=3');
    await expect.element(metaMask).toHaveAttribute('target', '_blank');
    await expect.element(metaMask).toHaveAttribute('rel', 'noopener noreferrer');
    await expect
      .element(page.getByRole('link', { name: 'Open in Trust Wallet' }))
      .toHaveAttribute('href', `https://link.trustwallet.com/open_url?url=${encodeURIComponent(pageUrl)}`);
    await expect.element(page.getByRole('link', { name: 'Open in OKX Wallet' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Open in Bitget Wallet' })).toBeVisible();
  });

  it('opens the site in the external browser synchronously, inside the click handler', async () => {
    fixture = createWalletFixture({ installed: false });
    const opened: { url: string; withUserActivation: boolean }[] = [];
    const openExternal = (url: string) => {
      // Transient user activation exists only while the click is being handled.
      opened.push({ url, withUserActivation: navigator.userActivation.isActive });
    };
    await renderWalletUi(fixture, { modal: { inTelegram: true, pageUrl, openExternal } });
    await openConnectModal();

    await page.getByRole('link', { name: 'Open in browser' }).click();
    expect(opened).toEqual([{ url: pageUrl, withUserActivation: true }]);

    await page.getByRole('link', { name: 'Open in MetaMask' }).click();
    expect(opened[1]).toEqual({ url: 'https://metamask.app.link/dapp/games.example.com/play?level=3', withUserActivation: true });
  });

  it("by default reopens this page without Telegram's launch parameters (the signed init data stays in Telegram)", async () => {
    const before = window.location.href;
    const launch = new URLSearchParams({ tgWebAppData: 'user=%7B%22id%22%3A1%7D&hash=c0ffee', tgWebAppVersion: '8.4', tgWebAppPlatform: 'ios' });
    history.replaceState(null, '', `?level=3#${launch.toString()}`);
    try {
      fixture = createWalletFixture({ installed: false });
      await renderWalletUi(fixture, { modal: { inTelegram: true, openExternal: () => undefined } });
      await openConnectModal();
      const expected = `${window.location.origin}${window.location.pathname}?level=3`;
      await expect.element(page.getByRole('link', { name: 'Open in browser' })).toHaveAttribute('href', expected);
      await expect
        .element(page.getByRole('link', { name: 'Open in Trust Wallet' }))
        .toHaveAttribute('href', `https://link.trustwallet.com/open_url?url=${encodeURIComponent(expected)}`);
      for (const link of document.querySelectorAll('dialog[open] a')) expect(link.getAttribute('href')).not.toMatch(/tgWebApp|c0ffee/);
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('without openExternal falls back to plain new-tab links', async () => {
    fixture = createWalletFixture({ installed: false });
    await renderWalletUi(fixture, { modal: { inWebview: true, pageUrl } });
    await openConnectModal();
    await expect.element(page.getByText('No wallet in this browser')).toBeVisible();
    const open = page.getByRole('link', { name: 'Open in browser' });
    await expect.element(open).toHaveAttribute('href', pageUrl);
    await expect.element(open).toHaveAttribute('target', '_blank');
    await expect.element(open).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the normal list inside Telegram when a wallet is injected after all', async () => {
    fixture = createWalletFixture();
    await renderWalletUi(fixture, { modal: { inTelegram: true, pageUrl } });
    await openConnectModal();
    await expect.element(page.getByRole('button', { name: 'Test Wallet' })).toBeVisible();
    expect(document.querySelector('dialog[open] .wr-webview')).toBeNull();
  });

  it('in a plain browser with no wallet lists wallets to install instead', async () => {
    fixture = createWalletFixture({ installed: false });
    await renderWalletUi(fixture, { modal: { pageUrl } });
    await openConnectModal();
    await expect.element(page.getByText('No wallet was found in this browser.')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'MetaMask Install' })).toBeVisible();
  });
});
