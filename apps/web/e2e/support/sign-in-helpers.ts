import { expect, type Page } from '@playwright/test';
import { installTestWallet, localChainFromEnv, type TestWalletHandle } from '@site/testing/playwright';
import { sign } from '@tma.js/init-data-node';
import { animationsAtRest, expectNoAxeViolations } from './axe.ts';
import { connectFromWalletLogin } from './connect-wallet.ts';
import { testTelegramBot } from './game-server-env.ts';
import { routeCoreRpcToLocalChain } from './local-rpc.ts';
import { text } from './translations.ts';
import { saveArtifact, shootArtifacts } from './artifacts.ts';

// Shared by the sign-in-*.spec.ts files: colour schemes, axe with screenshots, the test wallet
// signing in, and Telegram launch data signed with the harness's test bot token.

export type Scheme = 'dark' | 'light';
export const schemes: readonly Scheme[] = ['dark', 'light'];

const viewports = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;

/** Every document of this page opens in `scheme` (as /setting stores the choice). */
export async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.addInitScript((preference) => {
    localStorage.setItem('site.appearance', preference);
  }, scheme);
}

/** axe finds nothing in this state; then screenshots at desktop and mobile size into artifacts/. */
export async function checkAndShoot(page: Page, name: string): Promise<void> {
  await expectNoAxeViolations(page, name);
  if (!shootArtifacts) return;
  for (const [size, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    await animationsAtRest(page);
    await saveArtifact(page, `${name}-${size}`, { fullPage: true });
  }
  await page.setViewportSize(viewports.desktop);
}

/** The identities the profile lists for the signed-in account. */
export const profileIdentities = (page: Page) => page.locator('.identity-list');

/** Installs the test wallet with one anvil account (each test its own, so tests never share an account). */
export async function installWalletFor(page: Page, accountIndex: number): Promise<{ wallet: TestWalletHandle; address: string }> {
  const chain = localChainFromEnv();
  const address = chain.accounts[accountIndex];
  if (!address) throw new Error(`The local chain has no account ${accountIndex}.`);
  await routeCoreRpcToLocalChain(page);
  const wallet = await installTestWallet(page, { rpcUrl: chain.rpcUrl, accounts: [address] });
  return { wallet, address };
}

/** Connects the installed wallet on /wallet-login and waits for the sign-in step. */
export async function connectForSignIn(page: Page, beforeConnect?: () => Promise<void>): Promise<void> {
  await connectFromWalletLogin(page, beforeConnect);
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: text('walletLogin.signInHeading') })).toBeVisible();
}

/** Connects again after a sign-out: the terms were accepted already, so the wallet button is ready. */
async function reconnect(page: Page): Promise<void> {
  await page.goto('/wallet-login');
  await page.getByRole('dialog', { name: text('wallet.selectTitle') }).getByRole('button', { name: 'Test Wallet' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 10_000 });
}

/** Connects and signs in with the wallet (anvil signs), ending on the profile. */
export async function signInWithWallet(page: Page, options: { termsAccepted?: boolean } = {}): Promise<void> {
  if (options.termsAccepted) await reconnect(page);
  else await connectForSignIn(page);
  await page.getByRole('button', { name: text('walletLogin.signInButton') }).click();
  await expect(page).toHaveURL('/profile');
}

export const telegramTestUser = (id: number) => ({ id, first_name: 'Tess', last_name: `Gram ${id}`, username: `tess_${id}`, language_code: 'en' });

/** Launch parameters as Telegram puts them in the URL hash, with init data signed by `botToken` (the harness's bot unless said). */
export function signedLaunchHash(options: { userId: number; platform?: string; theme: Record<string, string>; botToken?: string; startParam?: string; version?: string }): string {
  const startParam = options.startParam === undefined ? {} : { start_param: options.startParam };
  const initData = sign({ query_id: 'AAE-e2e', user: telegramTestUser(options.userId), ...startParam }, options.botToken ?? testTelegramBot.token, new Date());
  const params = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: options.version ?? '8.4',
    tgWebAppPlatform: options.platform ?? 'android',
    tgWebAppThemeParams: JSON.stringify(options.theme),
    ...(options.startParam === undefined ? {} : { tgWebAppStartParam: options.startParam }),
  });
  return `#${params.toString()}`;
}
