import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { installTestWallet, localChainFromEnv } from '@site/testing/playwright';
import { connectFromWalletLogin } from './support/connect-wallet.ts';
import { routeCoreRpcToLocalChain } from './support/local-rpc.ts';
import { text } from './support/translations.ts';

// "Switch account" on /profile and /setting: the wallet's own account picker through
// wallet_requestPermissions [{ eth_accounts: {} }], and the action-required modal for wallets
// that have none (4200). The shared test wallet is told how to answer through its controls.

const unsupported = { error: { code: 4200, message: 'The Provider does not support the requested method: wallet_requestPermissions' } };

function accounts(): [string, string] {
  const [first, second] = localChainFromEnv().accounts;
  if (!first || !second) throw new Error('The local chain needs two accounts.');
  return [first, second];
}

/** Connects the test wallet and opens `path` (the wallet reconnects there by itself). */
async function connectAndOpen(page: Page, path: string) {
  const wallet = await installTestWallet(page, { rpcUrl: localChainFromEnv().rpcUrl });
  await connectFromWalletLogin(page);
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 5000 });
  await page.goto(path);
  return wallet;
}

test.beforeEach(async ({ page }) => {
  await routeCoreRpcToLocalChain(page);
});

test('/profile: a wallet without an account picker (4200) gets the action-required modal; OK closes it', async ({ page }) => {
  const [first] = accounts();
  const wallet = await connectAndOpen(page, '/profile');
  await expect(page.locator('dl.details')).toContainText(first);
  // Each document gets a fresh wallet: this one answers 4200, like the wallets the catalogue marks so.
  await wallet.controls.respond('wallet_requestPermissions', unsupported);

  const switchButton = page.getByRole('button', { name: text('profile.switchAccount'), exact: true });
  await switchButton.click();
  const modal = page.getByRole('dialog', { name: text('wallet.actionRequiredTitle') });
  await expect(modal).toBeVisible();
  await expect(modal).toHaveAccessibleDescription(text('wallet.actionRequiredHint').replaceAll('{wallet}', 'Test Wallet'));
  const requests = await wallet.controls.requests('wallet_requestPermissions');
  expect(requests).toEqual([expect.objectContaining({ params: [{ eth_accounts: {} }], status: 'rejected', error: expect.objectContaining({ code: 4200 }) })]);

  await modal.getByRole('button', { name: text('wallet.ok') }).click();
  await expect(modal).toHaveCount(0);
  await expect(switchButton).toBeFocused();
  // Nothing else changed: still connected with the same account, no error shown.
  await expect(page.locator('dl.details')).toContainText(first);
  await expect(page.locator('.page [role="status"]')).toHaveText('');

  // Escape closes it too.
  await switchButton.click();
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
});

test('/profile: the wallet shows its picker, the visitor picks another account and the profile follows', async ({ page }) => {
  const [first, second] = accounts();
  const wallet = await connectAndOpen(page, '/profile');
  await expect(page.locator('dl.details')).toContainText(first);

  await page.getByRole('button', { name: text('profile.switchAccount'), exact: true }).click();
  await expect.poll(async () => (await wallet.controls.requests('wallet_requestPermissions')).map((request) => request.status)).toEqual(['fulfilled']);
  expect((await wallet.controls.requests('wallet_requestPermissions'))[0]?.params).toEqual([{ eth_accounts: {} }]);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The visitor chose the second account in the wallet: it says so with accountsChanged.
  await wallet.controls.setAccounts([second, first]);
  await expect(page.locator('dl.details')).toContainText(second);
  await expect(page.locator('dl.details')).not.toContainText(first);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('/profile: closing the picker (4001) shows nothing, and the button still works', async ({ page }) => {
  const wallet = await connectAndOpen(page, '/profile');
  await wallet.controls.reject({ once: true });
  const switchButton = page.getByRole('button', { name: text('profile.switchAccount'), exact: true });
  await switchButton.click();
  await expect.poll(async () => (await wallet.controls.requests('wallet_requestPermissions')).map((request) => request.status)).toEqual(['rejected']);
  // The button stays busy until the site has handled the wallet's answer: then nothing is shown.
  await expect(switchButton).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.page [role="status"]')).toHaveText('');

  await switchButton.click();
  await expect.poll(async () => (await wallet.controls.requests('wallet_requestPermissions')).map((request) => request.status)).toEqual(['rejected', 'fulfilled']);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('/profile: another wallet error is reported quietly next to the button', async ({ page }) => {
  const wallet = await connectAndOpen(page, '/profile');
  await wallet.controls.respond('wallet_requestPermissions', { error: { code: -32603, message: 'Internal error' } }, { once: true });
  await page.getByRole('button', { name: text('profile.switchAccount'), exact: true }).click();
  await expect(page.locator('.page [role="status"]')).toHaveText(text('profile.switchAccountFailed').replaceAll('{{wallet}}', 'Test Wallet'));
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('/setting in Spanish: "Cambiar de cuenta" on a connected wallet, and the modal in Spanish', async ({ page }) => {
  const wallet = await connectAndOpen(page, '/setting?lng=es');
  const wallets = page.getByRole('region', { name: text('settings.wallets', 'es') });
  await expect(wallets.getByRole('listitem')).toContainText('Test Wallet');
  await wallet.controls.respond('wallet_requestPermissions', unsupported);

  await wallets.getByRole('button', { name: text('settings.switchAccountWallet', 'es').replace('{{wallet}}', 'Test Wallet') }).click();
  const modal = page.getByRole('dialog', { name: text('wallet.actionRequiredTitle', 'es') });
  await expect(modal).toBeVisible();
  await expect(modal).toHaveAccessibleDescription(text('wallet.actionRequiredHint', 'es').replaceAll('{wallet}', 'Test Wallet'));
  await modal.getByRole('button', { name: text('wallet.ok', 'es') }).click();
  await expect(modal).toHaveCount(0);
  expect(await wallet.controls.requests('wallet_requestPermissions')).toEqual([expect.objectContaining({ params: [{ eth_accounts: {} }], status: 'rejected' })]);
});
