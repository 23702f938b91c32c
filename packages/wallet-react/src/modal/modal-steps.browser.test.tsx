import axe from 'axe-core';
import { axeAllTags, axeColourRules } from '@site/testing/axe-rules';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { openConnectModal, openDialogElement, renderWalletUi, type WalletUiOptions } from '../../test/render-wallet-ui.tsx';
import { createWalletFixture, type WalletFixture, type WalletFixtureOptions } from '../../test/wallet-fixture.ts';
import { createConnectModalStore, type ConnectModalStore } from '../provider/connect-modal-store.ts';
import type { WalletTheme } from '../provider/contexts.ts';
import { ActionRequiredModal } from './action-required-modal.tsx';

// Every step of every modal, in the light and dark themes and in the telegram theme under a light
// and a dark Telegram palette, at desktop and phone sizes: no axe violation, nothing cut off, and
// a screenshot under artifacts/screenshots/ for people to look at (where someone will:
// `shootArtifacts` of @site/testing/artifacts, not on CI's fresh machine).

const viewports = { desktop: [1280, 800], mobile: [390, 844] } as const;

/**
 * Theme parameters as Telegram clients send them (`--tg-theme-*` once the SDK binds them): iOS in
 * its light theme, and Telegram Desktop's dark theme as the official template's mock has it (no
 * section_separator_color, so a fallback shows). Several of these fall short of AA on their own.
 */
const telegramPalettes = {
  light: {
    bg_color: '#ffffff',
    text_color: '#000000',
    hint_color: '#8e8e93',
    link_color: '#007aff',
    button_color: '#007aff',
    button_text_color: '#ffffff',
    secondary_bg_color: '#efeff4',
    header_bg_color: '#f8f8f8',
    accent_text_color: '#007aff',
    section_bg_color: '#ffffff',
    section_header_text_color: '#6d6d72',
    section_separator_color: '#c8c7cc',
    subtitle_text_color: '#8e8e93',
    destructive_text_color: '#ff3b30',
  },
  dark: {
    bg_color: '#17212b',
    text_color: '#f5f5f5',
    hint_color: '#708499',
    link_color: '#6ab3f3',
    button_color: '#5288c1',
    button_text_color: '#ffffff',
    secondary_bg_color: '#232e3c',
    header_bg_color: '#17212b',
    accent_text_color: '#6ab2f2',
    section_bg_color: '#17212b',
    section_header_text_color: '#6ab3f3',
    subtitle_text_color: '#708499',
    destructive_text_color: '#ec3942',
  },
} as const;

interface Appearance {
  name: string;
  theme: WalletTheme;
  palette?: Readonly<Record<string, string>>;
}

const appearances: readonly Appearance[] = [
  { name: 'light', theme: 'light' },
  { name: 'dark', theme: 'dark' },
  { name: 'telegram-light', theme: 'telegram', palette: telegramPalettes.light },
  { name: 'telegram-dark', theme: 'telegram', palette: telegramPalettes.dark },
];

const paletteVariable = (key: string) => `--tg-theme-${key.replaceAll('_', '-')}`;

/** Sets the palette the way Telegram's SDK does: `--tg-theme-*` on the root, page in bg_color. */
function applyTelegramPalette(palette: Readonly<Record<string, string>>): void {
  for (const [key, value] of Object.entries(palette)) document.documentElement.style.setProperty(paletteVariable(key), value);
  document.body.style.background = 'var(--tg-theme-bg-color)';
  document.body.style.color = 'var(--tg-theme-text-color)';
}

function removeTelegramPalette(): void {
  for (const name of [...document.documentElement.style]) {
    if (name.startsWith('--tg-theme-')) document.documentElement.style.removeProperty(name);
  }
  document.body.style.removeProperty('background');
  document.body.style.removeProperty('color');
}
const terms = { termsUrl: 'https://example.org/terms', privacyUrl: 'https://example.org/privacy' };

interface Step {
  name: string;
  fixture?: WalletFixtureOptions;
  ui?: WalletUiOptions;
  /** The step closes the modal by itself (the connected step, after 1500 ms): keep it open for the checks. */
  keepOpen?: boolean;
  /** Brings the UI to the step; runs after render. */
  show: (fixture: WalletFixture) => Promise<void>;
}

/**
 * The open modal, its opening animation (a slide or a fade) finished at once: everything here is
 * checked on the modal at rest, which is that animation's last frame, not on the motion.
 */
async function openedModal(): Promise<HTMLDialogElement> {
  await expect.poll(openDialogElement, { message: 'an open modal' }).not.toBeNull();
  const dialog = openDialogElement() as HTMLDialogElement;
  for (const animation of dialog.getAnimations()) animation.finish();
  return dialog;
}

/** A connect modal store whose close does nothing, so a step that closes the modal stays. */
function storeThatStaysOpen(): ConnectModalStore {
  return { ...createConnectModalStore(), close: () => undefined };
}

async function openAndChoose(beforeChoosing?: () => void): Promise<void> {
  await openConnectModal();
  await openedModal();
  beforeChoosing?.();
  await page.getByRole('button', { name: 'Test Wallet' }).click();
}

async function iconsLoaded(): Promise<void> {
  await expect.poll(() => document.querySelectorAll('dialog[open] img.wr-icon').length).toBeGreaterThan(0);
  await Promise.all([...document.querySelectorAll<HTMLImageElement>('dialog[open] img')].map((img) => img.decode().catch(() => undefined)));
}

function ActionRequiredOpen(): ReactNode {
  const [open, setOpen] = useState(true);
  return (
    <ActionRequiredModal
      open={open}
      walletLabel="Test Wallet"
      onClose={() => {
        setOpen(false);
      }}
    />
  );
}

const steps: Step[] = [
  {
    name: 'select-terms',
    ui: { modal: terms },
    show: async () => {
      await openConnectModal();
      await iconsLoaded();
    },
  },
  {
    name: 'select',
    show: async () => {
      await openConnectModal();
      await openedModal();
      await page.getByText("Why don't I see my wallet?").click();
      await iconsLoaded();
    },
  },
  {
    name: 'connecting',
    show: async ({ wallet }) => {
      wallet.controls.respond('eth_requestAccounts', { hang: true }, { once: true });
      await openAndChoose();
      await expect.element(page.getByRole('heading', { name: 'Connecting to Test Wallet' })).toBeVisible();
    },
  },
  {
    name: 'pending',
    show: async ({ wallet }) => {
      wallet.controls.lock();
      await openAndChoose();
      await expect.element(page.getByRole('heading', { name: 'Finish in Test Wallet' })).toBeVisible();
    },
  },
  {
    name: 'rejected',
    show: async ({ wallet }) => {
      wallet.controls.reject({ once: true });
      await openAndChoose();
      await expect.element(page.getByRole('heading', { name: 'Request declined' })).toBeVisible();
    },
  },
  {
    name: 'unavailable',
    show: async ({ connector }) => {
      await openConnectModal();
      await openedModal();
      void connector.connect({ label: 'MetaMask' });
      await expect.element(page.getByRole('heading', { name: 'MetaMask is not available' })).toBeVisible();
      await iconsLoaded();
    },
  },
  {
    name: 'failed',
    show: async ({ wallet }) => {
      wallet.controls.respond('eth_requestAccounts', { error: { code: -32000, message: 'The wallet broke' } }, { once: true });
      await openAndChoose();
      await expect.element(page.getByRole('heading', { name: 'Could not connect to Test Wallet' })).toBeVisible();
    },
  },
  {
    name: 'connected',
    keepOpen: true,
    show: async ({ connector }) => {
      await openAndChoose();
      await expect.element(page.getByRole('heading', { name: 'Connected' })).toBeVisible();
      await expect.poll(() => connector.getState().wallets[0]?.accounts[0]?.balance).not.toBeNull();
    },
  },
  {
    name: 'telegram',
    fixture: { installed: false },
    ui: { modal: { inTelegram: true, pageUrl: 'https://games.example.com/', openExternal: () => undefined } },
    show: async () => {
      await openConnectModal();
      await expect.element(page.getByText('Wallets cannot connect inside Telegram')).toBeVisible();
      await iconsLoaded();
    },
  },
  {
    name: 'switch-chain',
    fixture: { wallet: { chainId: 1, chains: [1116] } },
    show: async ({ connector, wallet }) => {
      await connector.connect({ label: 'Test Wallet' });
      wallet.controls.setSwitchChain('unsupported');
      await connector.setChain({ chainId: 1116 });
      await expect.element(page.getByRole('dialog', { name: 'Switch network' })).toBeVisible();
    },
  },
  {
    name: 'action-required',
    ui: { children: <ActionRequiredOpen /> },
    show: async () => {
      await expect.element(page.getByRole('dialog', { name: 'Action required' })).toBeVisible();
    },
  },
];

let fixture: WalletFixture | undefined;

beforeEach(() => {
  document.body.style.margin = '0';
  document.body.style.minHeight = '100vh';
});

afterEach(async () => {
  await cleanup();
  fixture?.cleanup();
  fixture = undefined;
  removeTelegramPalette();
});

/**
 * A theme sets colours only (the modal's custom properties): each step is checked against every
 * rule in the light theme, at both sizes, and against the colour rules in the other three.
 */
async function axeViolations(dialog: HTMLDialogElement, rules: 'all' | 'colours'): Promise<string[]> {
  const results = await axe.run(dialog, {
    runOnly: rules === 'all' ? { type: 'tag', values: axeAllTags } : { type: 'rule', values: axeColourRules },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * How many pixels of the modal's content are cut off by its fixed size: how far the lowest
 * element outside a scrolling list reaches below the content box (0: everything shows or scrolls).
 */
function clippedPixels(dialog: HTMLDialogElement): number {
  const content = dialog.querySelector<HTMLElement>('.wr-content');
  if (!content) throw new Error('no modal content');
  const box = content.getBoundingClientRect();
  const limit = Math.min(box.bottom, dialog.getBoundingClientRect().bottom) - Number.parseFloat(getComputedStyle(content).paddingBottom);
  let lowest = 0;
  for (const element of content.querySelectorAll('*')) {
    if (element.closest('.wr-scroll') || !element.checkVisibility()) continue;
    lowest = Math.max(lowest, element.getBoundingClientRect().bottom);
  }
  return Math.max(0, Math.ceil(lowest - limit));
}

for (const { name: appearance, theme, palette } of appearances) {
  for (const [viewportName, [width, height]] of Object.entries(viewports)) {
    describe(`${appearance} theme, ${viewportName} ${width}×${height}`, () => {
      beforeAll(() => page.viewport(width, height));
      for (const step of steps) {
        it(`${step.name}: no axe violations, nothing cut off`, async () => {
          if (palette) applyTelegramPalette(palette);
          fixture = createWalletFixture(step.fixture);
          const connectModal = step.keepOpen ? storeThatStaysOpen() : undefined;
          await renderWalletUi(fixture, { ...step.ui, provider: { theme, ...(connectModal ? { connectModal } : {}) } });
          await step.show(fixture);
          // Still: the opening animation is over (axe would measure half-faded colours), every
          // wallet icon is in and decoded.
          const dialog = await openedModal();
          await expect.poll(() => dialog.querySelectorAll('.wr-icon-blank').length, { message: 'icons still loading' }).toBe(0);
          await Promise.all([...dialog.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)));

          expect(dialog.dataset.wrTheme).toBe(theme);
          expect(await axeViolations(dialog, theme === 'light' ? 'all' : 'colours')).toEqual([]);
          expect(clippedPixels(dialog), 'content cut off at the bottom of the modal').toBe(0);
          if (inject('shootArtifacts')) await page.screenshot({ path: `../../artifacts/screenshots/${step.name}-${appearance}-${viewportName}.png` });
        });
      }
    });
  }
}
