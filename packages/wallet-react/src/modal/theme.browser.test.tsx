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
  for (const name of [...document.documentElement.style]) {
    if (name.startsWith('--tg-theme-')) document.documentElement.style.removeProperty(name);
  }
});

function setTelegramPalette(palette: Record<string, string>): void {
  for (const [key, value] of Object.entries(palette)) {
    document.documentElement.style.setProperty(`--tg-theme-${key.replaceAll('_', '-')}`, value);
  }
}

/** The open dialog's `--wr-<name>` colour as sRGB channels 0–255 (computed colours may be `color(srgb …)`). */
function modalColour(name: string): [number, number, number] {
  const probe = document.createElement('span');
  probe.style.color = `var(--wr-${name})`;
  openDialogElement()!.append(probe);
  const computed = getComputedStyle(probe).color;
  probe.remove();
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)/.exec(computed);
  const rgb = /^rgba?\((\d+), (\d+), (\d+)/.exec(computed);
  if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255];
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`unexpected colour ${computed}`);
}

/** WCAG 2 contrast ratio of two sRGB colours. */
function contrast(first: readonly number[], second: readonly number[]): number {
  const luminance = (channels: readonly number[]) => {
    const [r = 0, g = 0, b = 0] = channels.map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (high! + 0.05) / (low! + 0.05);
}

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

  it("follows the system's colour scheme in the system appearance, also when it changes while open", async () => {
    await commands.emulateColorScheme('light');
    try {
      fixture = createWalletFixture();
      await renderWalletUi(fixture, { provider: { theme: 'system' } });
      await openConnectModal();
      expect(openDialogElement()?.dataset.wrTheme).toBe('system');
      expect(dialogColours()).toEqual({ background: 'rgb(255, 255, 255)', text: 'rgb(17, 24, 39)' });
      await commands.emulateColorScheme('dark');
      await expect.poll(() => dialogColours()).toEqual({ background: 'rgb(23, 25, 30)', text: 'rgb(243, 244, 246)' });
    } finally {
      await commands.emulateColorScheme(null);
    }
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

  it('keeps failure text, hints, links and the connected mark readable under a dark palette from an older Telegram client', async () => {
    // Clients before Bot API 6.1/7.0 send no secondary_bg, section_separator, accent_text or
    // destructive_text colour: the fallbacks must suit a dark palette, not only a light one.
    setTelegramPalette({
      bg_color: '#17212b',
      text_color: '#f5f5f5',
      hint_color: '#708499',
      link_color: '#6ab3f3',
      button_color: '#5288c1',
      button_text_color: '#ffffff',
    });
    fixture = createWalletFixture();
    await renderWalletUi(fixture, { provider: { theme: 'telegram' } });
    await openConnectModal();
    const bg = modalColour('bg');
    expect(bg).toEqual([23, 33, 43]);
    for (const text of ['danger', 'text-muted', 'link']) {
      expect(contrast(modalColour(text), bg), `--wr-${text} on --wr-bg`).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(modalColour('link'), modalColour('surface')), 'install badge on a wallet row').toBeGreaterThanOrEqual(4.5);
    expect(contrast(modalColour('accent-text'), modalColour('accent')), 'primary button').toBeGreaterThanOrEqual(4.5);
    expect(contrast(modalColour('success'), bg), 'connected mark').toBeGreaterThanOrEqual(3);
    expect(contrast(modalColour('focus'), bg), 'focus ring').toBeGreaterThanOrEqual(3);
    expect(contrast(modalColour('surface'), bg), 'wallet rows stay dark').toBeLessThan(1.5);
    expect(contrast(modalColour('surface-hover'), modalColour('surface')), 'hover is visible').toBeGreaterThan(1.1);
  });

  it("takes the destructive, secondary background and separator colours from Telegram's palette", async () => {
    setTelegramPalette({ bg_color: '#ffffff', text_color: '#000000', secondary_bg_color: '#efeff4', section_separator_color: '#c8c7cc' });
    fixture = createWalletFixture();
    await renderWalletUi(fixture, { provider: { theme: 'telegram' } });
    await openConnectModal();
    expect(modalColour('surface')).toEqual([239, 239, 244]);
    expect(modalColour('border')).toEqual([200, 199, 204]);
    setTelegramPalette({ destructive_text_color: '#ff0000' });
    const red = modalColour('danger');
    setTelegramPalette({ destructive_text_color: '#0000ff' });
    const blue = modalColour('danger');
    expect(red[0]).toBeGreaterThan(red[2]);
    expect(blue[2]).toBeGreaterThan(blue[0]);
    // #ff3b30, iOS's destructive colour, is 3.6:1 on white: it is darkened until it reads.
    setTelegramPalette({ destructive_text_color: '#ff3b30' });
    expect(contrast(modalColour('danger'), [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
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
