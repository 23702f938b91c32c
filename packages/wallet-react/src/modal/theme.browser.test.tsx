import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { openConnectModal, openDialogElement, renderWalletUi, walletUi } from '../../test/render-wallet-ui.tsx';
import { createWalletFixture, type WalletFixture } from '../../test/wallet-fixture.ts';

let fixture: WalletFixture | undefined;
const added: HTMLElement[] = [];

afterEach(async () => {
  await cleanup();
  fixture?.cleanup();
  fixture = undefined;
  for (const element of added.splice(0)) element.remove();
  document.documentElement.style.removeProperty('--tg-theme-bg-color');
  document.documentElement.style.removeProperty('--tg-theme-text-color');
});

function dialogColours(): { background: string; text: string } {
  const dialog = openDialogElement();
  if (!dialog) throw new Error('no open dialog');
  const style = getComputedStyle(dialog);
  return { background: style.backgroundColor, text: style.color };
}

describe('themes', () => {
  it('switches between light and dark while open', async () => {
    fixture = createWalletFixture();
    const screen = await renderWalletUi(fixture, { provider: { theme: 'light' } });
    await openConnectModal();
    expect(openDialogElement()?.dataset.wrTheme).toBe('light');
    expect(dialogColours()).toEqual({ background: 'rgb(255, 255, 255)', text: 'rgb(17, 24, 39)' });

    await screen.rerender(walletUi(fixture, { provider: { theme: 'dark' } }));
    await expect.poll(() => openDialogElement()?.dataset.wrTheme).toBe('dark');
    expect(dialogColours()).toEqual({ background: 'rgb(23, 25, 30)', text: 'rgb(243, 244, 246)' });
  });

  it('lets the app override any --wr-* variable', async () => {
    const style = document.createElement('style');
    style.textContent = '.wr-dialog { --wr-bg: rgb(1, 2, 3); } .wr-dialog[data-wr-theme="dark"] { --wr-text: rgb(200, 201, 202); }';
    document.head.append(style);
    added.push(style);
    fixture = createWalletFixture();
    await renderWalletUi(fixture, { provider: { theme: 'dark' } });
    await openConnectModal();
    expect(dialogColours()).toEqual({ background: 'rgb(1, 2, 3)', text: 'rgb(200, 201, 202)' });
  });

  it("follows Telegram's theme variables in the telegram appearance", async () => {
    document.documentElement.style.setProperty('--tg-theme-bg-color', '#212d3b');
    document.documentElement.style.setProperty('--tg-theme-text-color', '#ffffff');
    fixture = createWalletFixture();
    await renderWalletUi(fixture, { provider: { theme: 'telegram' } });
    await openConnectModal();
    expect(dialogColours()).toEqual({ background: 'rgb(33, 45, 59)', text: 'rgb(255, 255, 255)' });
  });

  it('respects prefers-reduced-motion: no sheet animation and no spinning', async () => {
    fixture = createWalletFixture();
    fixture.wallet.controls.respond('eth_requestAccounts', { hang: true }, { once: true });
    await renderWalletUi(fixture);

    await commands.emulateReducedMotion('no-preference');
    await openConnectModal();
    expect(getComputedStyle(openDialogElement()!).animationName).toMatch(/^wr-/);
    await userEvent.keyboard('{Escape}');

    await commands.emulateReducedMotion('reduce');
    try {
      expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
      await openConnectModal();
      expect(getComputedStyle(openDialogElement()!).animationName).toBe('none');
      await page.getByRole('button', { name: 'Test Wallet' }).click();
      await expect.element(page.getByRole('heading', { name: 'Connecting to Test Wallet' })).toBeVisible();
      const spinner = document.querySelector('dialog[open] .wr-spinner');
      expect(spinner).not.toBeNull();
      expect(getComputedStyle(spinner!).animationName).toBe('none');
    } finally {
      await commands.emulateReducedMotion('no-preference');
    }
  });
});
