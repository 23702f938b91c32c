import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { installTestWallet, localChainFromEnv, type TestWalletHandle } from '@site/testing/playwright';
import { animationsAtRest, expectNoAxeViolations } from './support/axe.ts';
import { connectFromWalletLogin } from './support/connect-wallet.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { routeCoreRpcToLocalChain } from './support/local-rpc.ts';
import { signedLaunchHash } from './support/sign-in-helpers.ts';
import { darkTheme, installTelegramBridge, launchHash, lightTheme } from './support/telegram.ts';
import { miniAppText, text } from './support/translations.ts';
import { saveArtifact, shootArtifacts } from './support/artifacts.ts';

// What visitors see beyond a fresh page (accessibility.spec.ts covers every route as first
// opened): a connected wallet on the profile and in the settings, the switch-network and
// action-required modals, and the site inside Telegram. Each state passes axe and is kept as a
// screenshot in artifacts/.

const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/** Axe in this state, then a full-page screenshot at the given sizes. */
async function checkAndShoot(page: Page, name: string, sizes: readonly (keyof typeof viewports)[]): Promise<void> {
  await expectNoAxeViolations(page, name);
  if (!shootArtifacts) return;
  for (const size of sizes) {
    await page.setViewportSize(viewports[size]);
    await animationsAtRest(page);
    await saveArtifact(page, `${name}-${size}`, { fullPage: true });
  }
  await page.setViewportSize(viewports.desktop);
}

/** Telegram's native calls the page made, `[name, data]`, with the data parsed. */
async function telegramCalls(page: Page): Promise<[string, Record<string, unknown>][]> {
  const calls = await page.evaluate(() => (window as unknown as { __telegramCalls: [string, unknown][] }).__telegramCalls);
  return calls.map(([name, data]) => [name, (typeof data === 'string' ? JSON.parse(data) : (data ?? {})) as Record<string, unknown>]);
}

/** Connects the test wallet, then opens `path` on a light system: each test below does one such visit. */
async function connectAndOpen(page: Page, path: string, wallet: { chainId?: number; chains?: number[] } = {}): Promise<TestWalletHandle> {
  const chain = localChainFromEnv();
  await page.emulateMedia({ colorScheme: 'light' });
  const installed = await installTestWallet(page, { rpcUrl: chain.rpcUrl, ...wallet });
  await connectFromWalletLogin(page);
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 5000 });
  await page.goto(path);
  return installed;
}

// One visit per page, in both schemes; the action-required modal on the profile's visit.
test.describe('with a connected wallet', () => {
  test.beforeEach(async ({ page }) => {
    await routeCoreRpcToLocalChain(page);
  });

  test('the profile shows it, light and dark; the action-required modal over it, light and dark', async ({ page }) => {
    const [account] = localChainFromEnv().accounts;
    if (!account) throw new Error('The local chain has no accounts.');
    const wallet = await connectAndOpen(page, '/profile');
    const details = page.locator('dl.details');
    await expect(details).toContainText(account);
    await expect(details).toContainText('Core Mainnet');
    await expect(details).toContainText('10,000 CORE');
    await expect(details).toContainText('Test Wallet');
    await expect(page.getByRole('button', { name: text('profile.switchAccount'), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: text('profile.disconnect') })).toBeVisible();
    await expect(page.getByText(text('account.signInToSee'))).toBeVisible();
    await checkAndShootBothSchemes(page, 'profile-connected', { system: true });

    // The same visit (it was a test of its own, which connected the wallet and loaded the profile
    // again): this wallet has no account picker (4200), so Switch account asks for an action.
    await wallet.controls.respond('wallet_requestPermissions', { error: { code: 4200, message: 'The Provider does not support the requested method: wallet_requestPermissions' } });
    await page.getByRole('button', { name: text('profile.switchAccount'), exact: true }).click();
    const modal = page.getByRole('dialog', { name: text('wallet.actionRequiredTitle') });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(text('wallet.actionRequiredHint').replaceAll('{wallet}', 'Test Wallet'));
    await checkAndShootBothSchemes(page, 'action-required', { fullPage: false, system: true });
    await modal.getByRole('button', { name: text('wallet.ok') }).click();
    await expect(modal).toHaveCount(0);
  });

  test('the settings show it, light and dark', async ({ page }) => {
    const [account] = localChainFromEnv().accounts;
    if (!account) throw new Error('The local chain has no accounts.');
    await connectAndOpen(page, '/setting');
    const wallets = page.getByRole('region', { name: text('settings.wallets') });
    await expect(wallets.getByRole('listitem')).toHaveCount(1);
    await expect(wallets.getByRole('listitem')).toContainText('Test Wallet');
    await expect(wallets.getByRole('listitem')).toContainText(account);
    await expect(wallets.getByRole('button', { name: 'Switch account in Test Wallet' })).toBeVisible();
    await expect(wallets.getByRole('button', { name: 'Disconnect Test Wallet' })).toBeVisible();
    await expect(page.getByText(text('settings.signInToEdit'))).toBeVisible();
    await checkAndShootBothSchemes(page, 'setting-connected', { system: true });
  });

  test('the switch-network modal over the profile, light and dark', async ({ page }) => {
    const wallet = await connectAndOpen(page, '/profile', { chainId: 1, chains: [1] });
    await expect(page.locator('dl.details')).toContainText('Unsupported network (0x1)');
    // Each document gets a fresh wallet: this one cannot switch networks (4200).
    await wallet.controls.setSwitchChain('unsupported');
    await page.getByRole('button', { name: text('profile.switchNetwork') }).click();
    const modal = page.getByRole('dialog', { name: text('wallet.switchChainTitle') });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('This app needs the Core Mainnet network.');
    await checkAndShootBothSchemes(page, 'switch-chain', { fullPage: false, system: true });
    await modal.getByRole('button', { name: text('wallet.dismiss') }).click();
    await expect(modal).toHaveCount(0);
  });
});

test.describe('inside Telegram', () => {
  const cases = [
    { scheme: 'light', platform: 'ios', theme: lightTheme },
    { scheme: 'dark', platform: 'android', theme: darkTheme },
  ] as const;

  for (const { scheme, platform, theme } of cases) {
    test(`${scheme} (${platform}): the home page, with no wallet to connect (Telegram's rules)`, async ({ page }) => {
      await installTelegramBridge(page);
      await page.setViewportSize(viewports.mobile);
      await page.goto(`/${launchHash({ platform, theme })}`);
      await expect(page.locator('html')).toHaveAttribute('data-appearance', scheme);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(miniAppText('home.heading'));
      await checkAndShoot(page, `telegram-home-${scheme}`, ['mobile']);

      // Telegram allows mini apps no EVM wallet (e2e/telegram-mini-app-walk.spec.ts checks every route).
      await expect(page.getByRole('banner').getByRole('button', { name: text('connect.button') })).toHaveCount(0);
    });
  }

  test('the invite link opens the mini app and is shared through Telegram', async ({ page }) => {
    await installTelegramBridge(page);
    await page.setViewportSize(viewports.mobile);
    // Signed by the test bot: the mini app signs the visitor in, and the link is the account's. A
    // client before shareMessage (Mini Apps 8.0) shares a t.me/share link; newer ones share the
    // bot's prepared message (e2e/telegram-share.spec.ts).
    await page.goto(`/invite-users${signedLaunchHash({ userId: 123_456_789 + Math.floor(Math.random() * 1_000_000), platform: 'ios', theme: lightTheme, version: '7.10' })}`);
    const link = page.getByLabel(text('invite.linkLabel'));
    // The e2e build configures VITE_TELEGRAM_APP_URL=https://t.me/CoreGamesTestBot/play.
    await expect(link).toHaveValue(/^https:\/\/t\.me\/CoreGamesTestBot\/play\?startapp=[0-9A-HJKMNP-TV-Z]{10}$/);
    const miniAppLink = await link.inputValue();
    await checkAndShoot(page, 'telegram-invite-users-light', ['mobile']);

    await page.setViewportSize(viewports.mobile);
    await page.getByRole('button', { name: text('invite.share') }).click();
    await expect.poll(async () => (await telegramCalls(page)).filter(([name]) => name === 'web_app_open_tg_link')).toHaveLength(1);
    const [[, shared] = ['', {}]] = (await telegramCalls(page)).filter(([name]) => name === 'web_app_open_tg_link');
    const share = new URL(String(shared.path_full), 'https://t.me');
    expect(share.pathname).toBe('/share/url');
    expect(share.searchParams.get('url')).toBe(miniAppLink);
    expect(share.searchParams.get('text')).toBe(text('invite.shareText'));
  });

  test('a friend who opens the mini-app invite link is remembered as invited by its code', async ({ page }) => {
    await installTelegramBridge(page);
    await page.goto(`/${launchHash({ platform: 'android', theme: darkTheme, startParam: 'tg42' })}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(miniAppText('home.heading'));
    expect(await page.evaluate(() => localStorage.getItem('site.referrer'))).toBe('tg42');
  });

  test('an old client: the Oops screen', async ({ page }) => {
    await installTelegramBridge(page);
    await page.setViewportSize(viewports.mobile);
    await page.goto(`/${launchHash({ platform: 'android', theme: darkTheme, version: '6.0' })}`);
    await expect(page.getByRole('heading', { name: 'Oops' })).toBeVisible();
    await checkAndShoot(page, 'telegram-oops', ['mobile', 'desktop']);
  });
});
