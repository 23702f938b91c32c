import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { openDialogElement, renderWalletUi } from '../../test/render-wallet-ui.tsx';
import { createWalletFixture, type WalletFixture } from '../../test/wallet-fixture.ts';

let fixture: WalletFixture | undefined;

afterEach(async () => {
  await cleanup();
  fixture?.cleanup();
  fixture = undefined;
});

/** A wallet connected on Ethereum (0x1) that cannot switch chains (4200). */
async function connectedOnWrongChain(): Promise<WalletFixture> {
  fixture = createWalletFixture({ wallet: { chainId: 1, chains: [1116] } });
  const outcome = await fixture.connector.connect({ label: 'Test Wallet' });
  expect(outcome.status).toBe('connected');
  fixture.wallet.controls.setSwitchChain('unsupported');
  return fixture;
}

describe('SwitchChainModal', () => {
  it('appears when the wallet cannot switch, names the network, and switches on "Try again"', async () => {
    const { connector, wallet } = await connectedOnWrongChain();
    await renderWalletUi(fixture!);
    const outcome = await connector.setChain({ chainId: 1116 });
    expect(outcome.status).toBe('switchNeeded');

    const dialog = page.getByRole('dialog', { name: 'Switch network' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription('This app needs the Core Mainnet network. Switch to it in your wallet to continue.');
    await expect.element(page.getByText(/Some wallets cannot switch networks for you/)).toBeVisible();

    wallet.controls.setSwitchChain('approve');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => openDialogElement()).toBeNull();
    expect(connector.getState().wallets[0]?.chainId).toBe('0x45c');
    expect(wallet.controls.state().chainId).toBe('0x45c');
  });

  it('can be dismissed with its button or Escape', async () => {
    const { connector } = await connectedOnWrongChain();
    await renderWalletUi(fixture!);
    await connector.setChain({ chainId: 1116 });
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => openDialogElement()).toBeNull();
    expect(connector.getState().chainSwitch.status).toBe('idle');

    await connector.setChain({ chainId: 1116 });
    await expect.element(page.getByRole('dialog', { name: 'Switch network' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => openDialogElement()).toBeNull();
    expect(connector.getState().chainSwitch.status).toBe('idle');
  });

  it('stays open on another 4200 after "Try again"', async () => {
    const { connector } = await connectedOnWrongChain();
    await renderWalletUi(fixture!);
    await connector.setChain({ chainId: 1116 });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => connector.getState().chainSwitch.status).toBe('switchNeeded');
    await expect.element(page.getByRole('dialog', { name: 'Switch network' })).toBeVisible();
  });
});
