import type { BrowserContext, Page } from '@playwright/test';
import type { TestWalletHandle } from '@site/testing/playwright';
import { expect } from './test.ts';
import { installWalletFor } from './sign-in-helpers.ts';
import { expectedMiniAppTitle } from './site-routes.ts';
import { miniAppText, text } from './translations.ts';

// Telegram's rules for mini apps (docs/web/behaviour.md#inside-telegram): with the launch
// parameters, no page offers an EVM wallet, a wallet list, a link out to a wallet app or the CORE
// deposit. The same site in a plain browser keeps them. Checked on every route of
// telegram-mini-app-walk.spec.ts's signed-in walks.

/** Wallet apps' custom schemes and the hosts of their "open in the wallet" and download links. */
const walletLink =
  /^(metamask|trust|okx|okex|bitkeep|bitget|tpoutside|tpdapp|imtokenv2|cbwallet|coinbase|rainbow|zerion|phantom|wc|ethereum):|metamask\.(app\.link|io)|link\.trustwallet\.com|trustwallet\.com|okx\.com|bkcode\.vip|bitget\.com|tokenpocket|walletconnect|coinbase\.com|rabby\.io|ethereum\.org\/[^ ]*wallets/i;

/** The pages that offer a wallet or the CORE deposit in a browser: also loaded afresh, where a remembered wallet would be reconnected as the site starts. */
export const walletPaths = ['/wallet-login', '/profile', '/deposit-gold-coin', '/setting'];

/** Of those, the ones pictured (artifacts). */
export const walletShotPaths = new Set(['/wallet-login', '/profile', '/deposit-gold-coin']);

/** The test wallet injected into the mini app's page too (`installWalletFor`): discovery would find it without the rules. */
export interface InjectedWallet {
  wallet: TestWalletHandle;
  address: string;
}

/**
 * The same account in a plain browser tab (no launch parameters: session storage is per tab)
 * still has the CORE deposit and the wallet connection, and links the wallet to the account.
 */
export async function linkWalletInBrowserTab(context: BrowserContext, accountIndex: number, viewport: { width: number; height: number }): Promise<void> {
  const browser = await context.newPage();
  await browser.setViewportSize(viewport);
  await installWalletFor(browser, accountIndex);
  await browser.goto('/deposit-gold-coin');
  await expect(browser.getByText(text('deposit.intro'))).toBeVisible();
  await expect(browser.getByRole('heading', { name: text('deposit.sendHeading') })).toBeVisible();
  await expect(browser.getByRole('banner').getByRole('button', { name: text('connect.button') })).toBeVisible();
  await browser.goto('/wallet-login?link=1');
  const modal = browser.getByRole('dialog', { name: text('wallet.selectTitle') });
  await expect(modal.getByRole('heading', { name: text('wallet.installedHeading') })).toBeVisible();
  await modal.getByRole('checkbox').check();
  await modal.getByRole('button', { name: 'Test Wallet' }).click();
  await browser.getByRole('button', { name: text('walletLogin.linkButton') }).click();
  await expect(browser).toHaveURL('/setting');
  await browser.close();
}

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/**
 * No EVM wallet anywhere on the page: no connect control and no connected wallet (the header's
 * address), no wallet list or modal, no link out, no CORE deposit; the injected wallet was never
 * asked anything (a remembered wallet would be reconnected with `eth_accounts`).
 */
async function expectNoEvmWallet(page: Page, where: string, { wallet, address }: InjectedWallet): Promise<void> {
  await expect(page.getByRole('banner').getByRole('link', { name: shortAddress(address) }), where).toHaveCount(0);
  expect(await wallet.controls.requests(), where).toEqual([]);
  await expect(page.getByRole('button', { name: text('connect.button') }), where).toHaveCount(0);
  await expect(page.getByRole('link', { name: text('connect.button') }), where).toHaveCount(0);
  await expect(page.locator('dialog.wr-dialog[open], .wr-list, .wr-wallet'), where).toHaveCount(0);
  await expect(page.getByText(/Open in (MetaMask|Trust Wallet|OKX Wallet|Bitget Wallet)/), where).toHaveCount(0);
  await expect(page.locator('a[href^="/wallet-login"]'), where).toHaveCount(0);
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => walletLink.test(href)), where).toEqual([]);
  await expect(page.getByLabel(text('deposit.amountLabel')), where).toHaveCount(0);
  await expect(page.getByRole('heading', { name: text('deposit.sendHeading') }), where).toHaveCount(0);
}

/** What a page shows in place of the wallet inside Telegram, where it has a wallet in a browser. */
async function expectTelegramStandIn(page: Page, path: string, address: string): Promise<void> {
  switch (path) {
    case '/wallet-login':
      // The wallet Telegram allows: TON, through TON Connect.
      await expect(page.getByRole('heading', { level: 1, name: miniAppText('titles.walletLogin') })).toBeVisible();
      await expect(page.getByRole('button', { name: text('tonConnect.signIn') })).toBeVisible();
      await expect(page.getByText(text('miniApp.walletsNotAvailable'))).toHaveCount(0);
      await expect(page.getByRole('link', { name: text('miniApp.otherWays') })).toHaveAttribute('href', '/login');
      break;
    case '/profile':
      await expect(page.getByRole('heading', { name: text('miniApp.linkedWallets') })).toBeVisible();
      await expect(page.getByRole('list', { name: text('miniApp.linkedWallets') })).toContainText(new RegExp(address, 'i'));
      break;
    case '/setting':
      await expect(page.getByText(text('miniApp.walletsNotAvailable'))).toBeVisible();
      // The linked Core wallet is its address, nothing more: no Remove (nor any other action) for it.
      await expect(page.getByRole('list', { name: text('account.identities') }).getByText(new RegExp(address, 'i'))).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(address, 'i') })).toHaveCount(0);
      break;
    case '/deposit-gold-coin':
      await expect(page.getByRole('heading', { name: text('miniApp.depositHeading') })).toBeVisible();
      await expect(page.getByRole('list', { name: text('telegramStars.packsLabel') })).toBeVisible();
      await expect(page.getByText(text('deposit.intro'))).toHaveCount(0);
      break;
    default:
  }
}

/**
 * On `path` inside the mini app (after /logout, the home it lands on): the page has its title and
 * heading and has finished loading, the site's own look (`data-platform` base), the page's stand-in
 * for the wallet and no EVM wallet.
 */
export async function expectTelegramWalletRules(page: Page, path: string, titleKey: string, injected: InjectedWallet): Promise<void> {
  const where = `on ${path}`;
  // A news entry's title is the entry's own.
  if (titleKey !== 'newsEntry') await expect(page, where).toHaveTitle(expectedMiniAppTitle(titleKey));
  await expect(page.getByRole('heading', { level: 1 }).first(), where).toBeVisible();
  await expect(page.getByText(text('common.loading')), where).toHaveCount(0);
  await expect(page.locator('html'), where).toHaveAttribute('data-platform', 'base');
  await expectTelegramStandIn(page, path, injected.address);
  await expectNoEvmWallet(page, where, injected);
}
