import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { openConnectModal, renderWalletUi } from '../../test/render-wallet-ui.tsx';
import { createWalletFixture, type WalletFixture } from '../../test/wallet-fixture.ts';
import { defaultMessages, type WalletMessages } from './default-messages.ts';

let fixture: WalletFixture | undefined;

afterEach(async () => {
  await cleanup();
  fixture?.cleanup();
  fixture = undefined;
});

describe('messages', () => {
  it('replaces single keys and fills their placeholders', async () => {
    fixture = createWalletFixture();
    fixture.wallet.controls.respond('eth_requestAccounts', { hang: true }, { once: true });
    await renderWalletUi(fixture, {
      provider: { messages: { selectTitle: 'Choisir un portefeuille', connectingTitle: 'Connexion à {wallet}' } },
    });
    await openConnectModal();
    await expect.element(page.getByRole('dialog', { name: 'Choisir un portefeuille' })).toBeVisible();
    // Keys not given keep their English default.
    await expect.element(page.getByText("Why don't I see my wallet?")).toBeVisible();
    await page.getByRole('button', { name: 'Test Wallet' }).click();
    await expect.element(page.getByRole('heading', { name: 'Connexion à Test Wallet' })).toBeVisible();
  });

  it('replaces every string as a whole', async () => {
    fixture = createWalletFixture();
    const shouted = Object.fromEntries(Object.entries(defaultMessages).map(([key, value]) => [key, value.toUpperCase().replace(/\{(\w+)\}/g, (_m, name: string) => `{${name.toLowerCase()}}`)])) as unknown as WalletMessages;
    await renderWalletUi(fixture, { provider: { messages: shouted }, modal: { termsUrl: '/terms', privacyUrl: '/privacy' } });
    await openConnectModal();
    await expect.element(page.getByRole('dialog', { name: 'CONNECT A WALLET' })).toBeVisible();
    await expect.element(page.getByRole('checkbox', { name: 'I AGREE TO THE TERMS OF SERVICE AND THE PRIVACY POLICY.' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'CLOSE' })).toBeVisible();
    await expect.element(page.getByText("WHY DON'T I SEE MY WALLET?")).toBeVisible();
    await expect.element(page.getByRole('link', { name: "I DON'T HAVE A WALLET" })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'INSTALLED' })).toBeVisible();
  });
});
