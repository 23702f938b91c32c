import { randomInt } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { openMiniAppOnPhone } from './support/mini-app-screen.ts';
import { signedLaunchHash } from './support/sign-in-helpers.ts';
import { darkTheme } from './support/telegram.ts';
import { miniAppText, text } from './support/translations.ts';

// What the mini app says matches what it offers there (docs/web/behaviour.md#inside-telegram):
// /wallet-login offers the TON wallet, the home does not send the player to Telegram, and a
// sign-out inside Telegram is not undone by the automatic sign-in from the launch's init data.

const miniAppSignIns = (page: Page): string[] => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/telegram/mini-app') && request.method() === 'POST') posts.push(request.url());
  });
  return posts;
};

const signedIn = async (page: Page): Promise<boolean> => {
  const answer = await page.request.get('/api/session');
  return ((await answer.json()) as { account: unknown }).account !== null;
};

/** /telegram-login says the player signed out and waits for them: the automatic sign-in has decided. */
async function expectWaitingForThePlayer(page: Page): Promise<void> {
  await page.goto('/telegram-login');
  await expect(page.getByText(text('telegramLogin.signedOut'))).toBeVisible();
  await expect(page.getByRole('button', { name: text('telegramLogin.signInButton') })).toBeVisible();
}

test('inside Telegram /wallet-login offers the TON wallet’s sign-in, not a refusal', async ({ page }) => {
  await page.route(/^https:\/\//, (route) => route.abort());
  await openMiniAppOnPhone(page, '/wallet-login', { theme: darkTheme, signedIn: false });
  await expect(page.getByRole('heading', { level: 1, name: miniAppText('titles.walletLogin') })).toBeVisible();
  await expect(page.getByRole('button', { name: text('tonConnect.signIn') })).toBeVisible();
  await expect(page.getByText(text('miniApp.walletsNotAvailable'))).toHaveCount(0);
  await expect(page.getByRole('link', { name: text('miniApp.otherWays') })).toHaveAttribute('href', '/login');
});

test('inside Telegram the signed-in home does not offer to get the app or to open it in Telegram', async ({ page }) => {
  await openMiniAppOnPhone(page, '/', { theme: darkTheme });
  await expect(page.getByTestId('home-play')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Tess/);
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect(page.getByText(text('features.app'))).toHaveCount(0);
  await expect(page.getByRole('link', { name: new RegExp(text('titles.app')) })).toHaveCount(0);
  await expect(page.getByRole('link', { name: new RegExp(text('titles.appleIap')) })).toHaveCount(0);
});

test('signing out inside Telegram stays signed out through reloads and new launches, until the player signs in again', async ({ page }) => {
  const userId = await openMiniAppOnPhone(page, '/profile', { theme: darkTheme });
  await expect(page.getByRole('heading', { level: 1, name: text('titles.profile') })).toBeVisible();
  const posts = miniAppSignIns(page);
  const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await page.goto('/logout');
  expect((await loggedOut).ok()).toBe(true);
  await expect(page).toHaveURL('/');
  await expectWaitingForThePlayer(page);
  expect(await signedIn(page)).toBe(false);

  // Telegram opens the mini app again, with fresh launch data.
  await page.goto(`/${signedLaunchHash({ userId, theme: darkTheme })}`);
  await expectWaitingForThePlayer(page);
  expect(posts).toEqual([]);
  expect(await signedIn(page)).toBe(false);

  // The player signs in: the same Telegram account, and the next launch signs in by itself again.
  const signIn = page.waitForResponse((response) => response.url().endsWith('/api/auth/telegram/mini-app'));
  await page.getByRole('button', { name: text('telegramLogin.signInButton') }).click();
  expect((await signIn).status()).toBe(200);
  expect(await signedIn(page)).toBe(true);
});

test('a freshly opened /logout inside Telegram signs out, whichever of it and the automatic sign-in comes first', async ({ page }) => {
  // The mini app opened on /logout: the automatic sign-in from init data starts beside the sign-out.
  const userId = randomInt(1_000_000, 2_000_000_000);
  // Signed in once before (a session cookie), so that there is something to sign out of.
  await openMiniAppOnPhone(page, '/', { theme: darkTheme, userId });
  const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await page.goto(`/logout${signedLaunchHash({ userId, theme: darkTheme })}`);
  expect((await loggedOut).ok()).toBe(true);
  await expect(page).toHaveURL('/');
  await expectWaitingForThePlayer(page);
  expect(await signedIn(page)).toBe(false);

  // Signed out first and opened on /logout again: the sign-in that the launch starts is not made.
  const launch = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  const posts = miniAppSignIns(page);
  await page.goto(`/logout${signedLaunchHash({ userId, theme: darkTheme })}`);
  expect((await launch).ok()).toBe(true);
  await expectWaitingForThePlayer(page);
  expect(posts).toEqual([]);
  expect(await signedIn(page)).toBe(false);
});
