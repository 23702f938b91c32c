import { expect, test } from './support/test.ts';
import { installTestWallet, localChainFromEnv } from '@site/testing/playwright';
import { connectFromWalletLogin } from './support/connect-wallet.ts';
import { routeCoreRpcToLocalChain } from './support/local-rpc.ts';
import { text } from './support/translations.ts';

// The wallet stack end to end: @site/wallet-core and @site/wallet-react in the production build,
// an injected EIP-1193/EIP-6963 test wallet, and a local Core chain (anvil) behind the RPC.

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

test.beforeEach(async ({ page }) => {
  await routeCoreRpcToLocalChain(page);
});

test('connect from /wallet-login, see the wallet on the profile, autoconnect after a reload, then log out', async ({ page }) => {
  const chain = localChainFromEnv();
  const [account] = chain.accounts;
  if (!account) throw new Error('The local chain has no accounts.');
  const wallet = await installTestWallet(page, { rpcUrl: chain.rpcUrl });

  await connectFromWalletLogin(page);
  await expect(page.getByRole('heading', { name: text('wallet.connectedTitle') })).toBeVisible();
  await expect(page.getByText('Test Wallet is connected.')).toBeVisible();
  // The modal closes by itself shortly after connecting.
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 5000 });
  await expect(page.getByRole('status').filter({ hasText: 'Connected as' })).toContainText(account);
  await expect(page.getByRole('banner').getByRole('link', { name: shortAddress(account) })).toHaveAttribute('title', account);

  await page.getByRole('link', { name: text('walletLogin.toProfile'), exact: true }).click();
  const details = page.locator('dl.details');
  await expect(details).toContainText(account);
  await expect(details).toContainText('Core Mainnet');
  await expect(details).toContainText('10,000 CORE');

  // Autoconnect: the remembered wallet is connected again after a reload, without a click.
  await page.reload();
  await expect(page.locator('dl.details')).toContainText(account);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await wallet.controls.state()).permitted).toBe(true);

  // Log out: every wallet is disconnected, the visitor lands on the home page, and a reload does
  // not reconnect.
  await page.goto('/logout');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: text('connect.button') })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading'));
  // Opening the connect modal loads the wallet stack, whose autoconnect starts at once: the
  // button is busy while it runs. Once it is not, autoconnect is over and brought nothing back.
  const connectButton = page.getByRole('banner').getByRole('button', { name: text('connect.button') });
  await connectButton.click();
  const modal = page.getByRole('dialog', { name: text('wallet.selectTitle') });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(connectButton).not.toHaveAttribute('aria-busy');
  await expect(connectButton).toBeVisible();
  expect(await wallet.controls.requests('eth_accounts')).toEqual([]);
});

test('a wallet on another network that cannot switch gets the switch-network modal', async ({ page }) => {
  const chain = localChainFromEnv();
  const wallet = await installTestWallet(page, { rpcUrl: chain.rpcUrl, chainId: 1, chains: [1], persist: false });
  // Every document gets a fresh wallet: tell this one, on this page, that it cannot switch.
  await connectFromWalletLogin(page, () => wallet.controls.setSwitchChain('unsupported'));
  await expect(page.getByRole('dialog', { name: text('wallet.selectTitle') })).toHaveCount(0, { timeout: 5000 });
  await page.getByRole('link', { name: text('walletLogin.toProfile'), exact: true }).click();
  const switchModal = page.getByRole('dialog', { name: text('wallet.switchChainTitle') });
  // The profile names the wrong network and offers the switch; the wallet cannot (4200).
  await expect(page.locator('dl.details')).toContainText('Unsupported network (0x1)');
  await expect(switchModal).toHaveCount(0);
  await page.getByRole('button', { name: text('profile.switchNetwork') }).click();
  await expect(switchModal).toBeVisible();
  await expect(switchModal).toContainText('This app needs the Core Mainnet network.');
  expect((await wallet.controls.requests('wallet_switchEthereumChain')).length).toBeGreaterThanOrEqual(1);
});

test('the connect modal uses the site translations', async ({ page }) => {
  const chain = localChainFromEnv();
  await installTestWallet(page, { rpcUrl: chain.rpcUrl });
  await page.goto('/wallet-login?lng=es');
  const modal = page.getByRole('dialog', { name: text('wallet.selectTitle', 'es') });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: text('wallet.installedHeading', 'es') })).toBeVisible();
  await expect(modal.getByText(text('wallet.noWalletLink', 'es'))).toBeVisible();
});
