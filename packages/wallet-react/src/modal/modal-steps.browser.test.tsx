import axe from 'axe-core';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { openConnectModal, openDialogElement, renderWalletUi, type WalletUiOptions } from '../../test/render-wallet-ui.tsx';
import { createWalletFixture, type WalletFixture, type WalletFixtureOptions } from '../../test/wallet-fixture.ts';
import type { WalletTheme } from '../provider/contexts.ts';
import { ActionRequiredModal } from './action-required-modal.tsx';

// Every step of every modal, in both themes, at desktop and phone sizes: no axe violation, and a
// screenshot under artifacts/screenshots/ for people to look at.

const viewports = { desktop: [1280, 800], mobile: [390, 844] } as const;
const themes: readonly WalletTheme[] = ['light', 'dark'];
const terms = { termsUrl: 'https://example.org/terms', privacyUrl: 'https://example.org/privacy' };

interface Step {
  name: string;
  fixture?: WalletFixtureOptions;
  ui?: WalletUiOptions;
  /** Brings the UI to the step; runs after render. */
  show: (fixture: WalletFixture) => Promise<void>;
}

const settle = (ms = 320) => new Promise((resolve) => setTimeout(resolve, ms));

async function openAndChoose(beforeChoosing?: () => void): Promise<void> {
  await openConnectModal();
  await settle();
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
      await settle();
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
      await settle();
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
      await settle();
    },
  },
  {
    name: 'action-required',
    ui: { children: <ActionRequiredOpen /> },
    show: async () => {
      await expect.element(page.getByRole('dialog', { name: 'Action required' })).toBeVisible();
      await settle();
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
});

async function axeViolations(dialog: HTMLDialogElement): Promise<string[]> {
  const results = await axe.run(dialog, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
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

for (const theme of themes) {
  for (const [viewportName, [width, height]] of Object.entries(viewports)) {
    describe(`${theme} theme, ${viewportName} ${width}×${height}`, () => {
      for (const step of steps) {
        it(`${step.name}: no axe violations, screenshot saved`, async () => {
          await page.viewport(width, height);
          fixture = createWalletFixture(step.fixture);
          await renderWalletUi(fixture, { ...step.ui, provider: { theme } });
          await step.show(fixture);
          await settle(250); // opening animation over: axe would measure half-faded colours

          const dialog = openDialogElement();
          expect(dialog, 'an open modal').not.toBeNull();
          expect(dialog?.dataset.wrTheme).toBe(theme);
          expect(await axeViolations(dialog!)).toEqual([]);
          expect(clippedPixels(dialog!), 'content cut off at the bottom of the modal').toBe(0);
          await page.screenshot({ path: `../../artifacts/screenshots/${step.name}-${theme}-${viewportName}.png` });
        });
      }
    });
  }
}
