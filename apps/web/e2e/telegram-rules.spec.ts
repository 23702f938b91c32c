import { randomInt } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { TestWalletHandle } from '@site/testing/playwright';
import { saveArtifact, shootArtifacts } from './support/artifacts.ts';
import { animationsAtRest } from './support/axe.ts';
import { navigateInApp } from './support/in-app-navigation.ts';
import { installWalletFor, signedLaunchHash } from './support/sign-in-helpers.ts';
import { expectedMiniAppTitle, siteRoutes } from './support/site-routes.ts';
import { darkTheme, installTelegramBridge, lightTheme } from './support/telegram.ts';
import { miniAppText, text } from './support/translations.ts';

// Telegram's rules for mini apps (docs/web/behaviour.md#inside-telegram): with the launch
// parameters, no page offers an EVM wallet, a wallet list, a link out to a wallet app or the CORE
// deposit. The same site in a plain browser keeps them.

const phone = { width: 390, height: 844 };

/** Wallet apps' custom schemes and the hosts of their "open in the wallet" and download links. */
const walletLink =
  /^(metamask|trust|okx|okex|bitkeep|bitget|tpoutside|tpdapp|imtokenv2|cbwallet|coinbase|rainbow|zerion|phantom|wc|ethereum):|metamask\.(app\.link|io)|link\.trustwallet\.com|trustwallet\.com|okx\.com|bkcode\.vip|bitget\.com|tokenpocket|walletconnect|coinbase\.com|rabby\.io|ethereum\.org\/[^ ]*wallets/i;

const miniAppSignIn = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/api/auth/telegram/mini-app') && response.request().method() === 'POST');

/** The page has its title and heading and has finished loading. */
async function settle(page: Page, titleKey: string, path: string): Promise<void> {
  // A news entry's title is the entry's own.
  if (titleKey !== 'newsEntry') await expect(page).toHaveTitle(expectedMiniAppTitle(titleKey));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (path !== '/logout') await expect(page.getByText(text('common.loading'))).toHaveCount(0);
}

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/**
 * No EVM wallet anywhere on the page: no connect control and no connected wallet (the header's
 * address), no wallet list or modal, no link out, no CORE deposit; the injected wallet was never
 * asked anything (a remembered wallet would be reconnected with `eth_accounts`).
 */
async function expectNoEvmWallet(page: Page, path: string, wallet?: TestWalletHandle, address?: string): Promise<void> {
  const where = `on ${path}`;
  if (address) await expect(page.getByRole('banner').getByRole('link', { name: shortAddress(address) }), where).toHaveCount(0);
  if (wallet) expect(await wallet.controls.requests(), where).toEqual([]);
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

const shotPaths = ['/wallet-login', '/profile', '/deposit-gold-coin'];
/** The pages that offer a wallet or the CORE deposit in a browser. */
const walletPaths = new Set([...shotPaths, '/setting']);
const shotName = (path: string, scheme: string) => `telegram-rules${path.replaceAll('/', '-')}-mobile-${scheme}`;

async function shoot(page: Page, path: string, scheme: 'light' | 'dark'): Promise<void> {
  await animationsAtRest(page);
  await saveArtifact(page, shotName(path, scheme), { fullPage: true });
}

test('inside Telegram on a phone, no page of the route table offers an EVM wallet or the CORE deposit; a browser still does', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(phone);
  // A wallet is injected into the mini app's page too: discovery would find it without the rules.
  const { wallet, address } = await installWalletFor(page, 1);
  await installTelegramBridge(page);
  const userId = randomInt(1_000_000, 2_000_000_000);
  const signIn = miniAppSignIn(page);
  await page.goto(`/${signedLaunchHash({ userId, theme: darkTheme, platform: 'android' })}`);
  expect((await signIn).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-appearance', 'dark');

  // The same account in a plain browser tab (no launch parameters: session storage is per tab)
  // still has the CORE deposit and the wallet connection, and links the wallet to the account.
  const browser = await context.newPage();
  await browser.setViewportSize(phone);
  await installWalletFor(browser, 1);
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

  // Every route inside Telegram; /logout last, as it signs out. Moving in the app as a player does
  // (the page's code loaded once); the pages that have a wallet in a browser are also loaded
  // afresh, where a remembered wallet would be reconnected as the site starts.
  for (const { path, titleKey } of siteRoutes) {
    if (walletPaths.has(path)) await page.goto(path);
    else await navigateInApp(page, path);
    if (path === '/logout') {
      await expect(page).toHaveURL('/');
      await settle(page, 'home', '/');
    } else {
      await settle(page, titleKey, path);
    }
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'base');
    await expectTelegramStandIn(page, path, address);
    await expectNoEvmWallet(page, path, wallet, address);
    if (shotPaths.includes(path)) await shoot(page, path, 'dark');
  }

  // The light theme of Telegram, for the pictures: the same pages and checks as above (the colours
  // change none of them), so a run that takes no pictures (CI) leaves it out: a page and four loads
  // (docs/web/tests.md, "What the run costs"). Signing in again after /logout is telegram-wording.spec.ts's.
  if (!shootArtifacts) return;
  const light = await context.newPage();
  await light.setViewportSize(phone);
  await installTelegramBridge(light);
  // Signed out by /logout above, the player signs in again themselves: the same Telegram user (the profile shows it).
  await light.goto(`/telegram-login${signedLaunchHash({ userId, theme: lightTheme, platform: 'android' })}`);
  await expect(light.locator('html')).toHaveAttribute('data-appearance', 'light');
  const signInAgain = miniAppSignIn(light);
  await light.getByRole('button', { name: text('telegramLogin.signInButton') }).click();
  expect((await signInAgain).status()).toBe(200);
  for (const path of shotPaths) {
    await light.goto(path);
    await settle(light, siteRoutes.find((route) => route.path === path)?.titleKey ?? '', path);
    await expectTelegramStandIn(light, path, address);
    await expectNoEvmWallet(light, path, undefined, address);
    await shoot(light, path, 'light');
  }
});
