import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { openDialogElement, renderWalletUi } from '../../test/render-wallet-ui.tsx';
import { createWalletFixture, type WalletFixture } from '../../test/wallet-fixture.ts';
import { ActionRequiredModal } from './action-required-modal.tsx';

let fixture: WalletFixture | undefined;

afterEach(async () => {
  await cleanup();
  fixture?.cleanup();
  fixture = undefined;
});

function ActionRequiredDemo({ walletLabel }: { walletLabel?: string }): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Show action required
      </button>
      <ActionRequiredModal
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        {...(walletLabel ? { walletLabel } : {})}
      />
    </>
  );
}

describe('ActionRequiredModal', () => {
  it('tells the person the wallet needs them, and OK closes it and returns focus', async () => {
    fixture = createWalletFixture();
    await renderWalletUi(fixture, { children: <ActionRequiredDemo walletLabel="Test Wallet" /> });
    const opener = page.getByRole('button', { name: 'Show action required' });
    await opener.click();

    const dialog = page.getByRole('dialog', { name: 'Action required' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription(/^Test Wallet is waiting for you\./);
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => openDialogElement()).toBeNull();
    await expect.element(opener).toHaveFocus();
  });

  it('closes with Escape and speaks of "Your wallet" when no wallet is named', async () => {
    fixture = createWalletFixture();
    await renderWalletUi(fixture, { children: <ActionRequiredDemo /> });
    await page.getByRole('button', { name: 'Show action required' }).click();
    await expect.element(page.getByText(/^Your wallet is waiting for you\./)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => openDialogElement()).toBeNull();
  });
});
