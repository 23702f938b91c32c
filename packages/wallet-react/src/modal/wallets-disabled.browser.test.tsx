import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { connectDialog, openConnectModal, renderWalletUi } from '../../test/render-wallet-ui.tsx';
import { createWalletFixture, type WalletFixture } from '../../test/wallet-fixture.ts';

let fixture: WalletFixture | undefined;

afterEach(async () => {
  await cleanup();
  fixture?.cleanup();
  fixture = undefined;
});

describe("ConnectModal for a connector embedded in a Telegram mini app (embeddedIn)", () => {
  it('explains why and offers the other ways to sign in: no wallet, no download and no link out', async () => {
    // A wallet announces itself on the page, and the modal is told it runs in Telegram's webview:
    // without the option, both the wallet button and the "Open in MetaMask" ways out would show.
    fixture = createWalletFixture({ config: { embeddedIn: 'telegram-mini-app' } });
    await renderWalletUi(fixture, { modal: { inTelegram: true, otherSignInUrl: '/login', pageUrl: 'https://games.example.com/', openExternal: () => undefined } });
    await openConnectModal();

    await expect.element(connectDialog().getByRole('heading', { name: 'No wallets here' })).toBeVisible();
    await expect.element(connectDialog().getByText(/only use wallets connected through TON Connect/)).toBeVisible();
    await expect.element(connectDialog().getByRole('link', { name: 'Other ways to sign in' })).toHaveAttribute('href', '/login');
    const dialog = connectDialog().element();
    expect([...dialog.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/login']);
    expect(dialog.querySelectorAll('button.wr-wallet')).toHaveLength(0);
    expect(dialog.textContent).not.toMatch(/Test Wallet|MetaMask|Open in/);
    expect(fixture.wallet.controls.requests()).toEqual([]);
  });

  it('without otherSignInUrl, explains only', async () => {
    fixture = createWalletFixture({ installed: false, config: { embeddedIn: 'telegram-mini-app' } });
    await renderWalletUi(fixture);
    await openConnectModal();
    await expect.element(connectDialog().getByText(/only use wallets connected through TON Connect/)).toBeVisible();
    expect(connectDialog().element().querySelectorAll('a')).toHaveLength(0);
    expect(page.getByRole('heading', { name: 'Installed' }).elements()).toHaveLength(0);
  });
});
