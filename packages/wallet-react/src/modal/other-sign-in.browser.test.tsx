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

const otherWays = () => page.getByRole('link', { name: 'Other ways to sign in' });

describe('ConnectModal — other ways to sign in (otherSignInUrl)', () => {
  it('with no wallet found, offers the app\'s page first, in the same tab, and calls onOtherSignIn on a click', async () => {
    fixture = createWalletFixture({ installed: false });
    const clicks: string[] = [];
    await renderWalletUi(fixture, {
      modal: {
        otherSignInUrl: '/login',
        onOtherSignIn: (event) => {
          event.preventDefault();
          clicks.push(event.currentTarget.getAttribute('href') ?? '');
        },
      },
    });
    await openConnectModal();
    await expect.element(connectDialog().getByText('No wallet was found in this browser.')).toBeVisible();
    await expect.element(connectDialog().getByText('No wallet? You can sign in another way.')).toBeVisible();
    const link = otherWays();
    await expect.element(link).toBeVisible();
    await expect.element(link).toHaveAttribute('href', '/login');
    await expect.element(link).not.toHaveAttribute('target');
    // It comes before the wallets to install: the first thing a visitor without a wallet can do.
    const linkBox = link.element().getBoundingClientRect();
    const installHeading = page.getByRole('heading', { name: 'More wallets' });
    if (installHeading.elements().length > 0) expect(linkBox.bottom).toBeLessThanOrEqual(installHeading.element().getBoundingClientRect().top);
    expect(linkBox.width).toBeGreaterThan(0);
    await link.click();
    expect(clicks).toEqual(['/login']);
  });

  it('is not shown while a wallet is installed, nor without the prop', async () => {
    fixture = createWalletFixture();
    await renderWalletUi(fixture, { modal: { otherSignInUrl: '/login' } });
    await openConnectModal();
    await expect.element(page.getByRole('heading', { name: 'Installed' })).toBeVisible();
    expect(otherWays().elements()).toHaveLength(0);
    await cleanup();
    fixture.cleanup();

    fixture = createWalletFixture({ installed: false });
    await renderWalletUi(fixture);
    await openConnectModal();
    await expect.element(connectDialog().getByText('No wallet was found in this browser.')).toBeVisible();
    expect(otherWays().elements()).toHaveLength(0);
  });
});
