import { expect, type Page } from '@playwright/test';
import { text } from './translations.ts';

/**
 * Connects the injected test wallet the way a visitor does: /wallet-login, tick the terms box,
 * choose "Test Wallet". `beforeConnect` runs once the page has loaded (e.g. to set the wallet's
 * behaviour, which each new document resets).
 */
export async function connectFromWalletLogin(page: Page, beforeConnect?: () => Promise<void>): Promise<void> {
  await page.goto('/wallet-login');
  await beforeConnect?.();
  const modal = page.getByRole('dialog', { name: text('wallet.selectTitle') });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: text('wallet.installedHeading') })).toBeVisible();
  const walletButton = modal.getByRole('button', { name: 'Test Wallet' });
  await expect(walletButton).toBeDisabled();
  await modal.getByRole('checkbox', { name: 'I agree to the Terms of Service and the Privacy Policy.' }).check();
  await walletButton.click();
}
