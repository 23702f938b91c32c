import { createHash, createHmac, randomInt } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { testTelegramBot } from './support/game-server-env.ts';
import { checkAndShoot, profileIdentities, schemes, signedLaunchHash, telegramTestUser, useScheme } from './support/sign-in-helpers.ts';
import { darkTheme, installTelegramBridge, lightTheme } from './support/telegram.ts';
import { text } from './support/translations.ts';


// Telegram end to end against the real game server and the harness's test bot token: inside the
// mini-app (init data signed as Telegram signs it) and in a browser (the Login Widget).

const newUserId = () => randomInt(1_000_000, 2_000_000_000);

/** A promise the test opens when it chooses. */
function gate(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
const signedInAs = (name: string) => text('signIn.signedInAs').replace('{{name}}', name);
const miniAppSignIn = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/api/auth/telegram/mini-app') && response.request().method() === 'POST');

for (const [scheme, theme, platform] of [['dark', darkTheme, 'android'], ['light', lightTheme, 'ios']] as const) {
  test(`inside Telegram the visitor is signed in without a click (${scheme}, ${platform})`, async ({ page }) => {
    const userId = newUserId();
    await installTelegramBridge(page);
    const signIn = miniAppSignIn(page);
    await page.goto(`/${signedLaunchHash({ userId, theme, platform })}`);
    expect((await signIn).status()).toBe(200);

    // The launch parameters survive the reload (session storage); the session is in its cookie.
    await page.goto('/telegram-login');
    const user = telegramTestUser(userId);
    await expect(page.getByRole('status').filter({ hasText: signedInAs(`${user.first_name} ${user.last_name}`) })).toBeVisible();
    await checkAndShoot(page, `sign-in-telegram-inside-${scheme}`);
    await page.getByRole('link', { name: text('signIn.toProfile') }).click();
    await expect(profileIdentities(page)).toContainText(user.username);
  });
}

test('inside Telegram, a reload while signed in waits for the session instead of signing in again beside it', async ({ page }) => {
  await installTelegramBridge(page);
  const signIn = miniAppSignIn(page);
  await page.goto(`/${signedLaunchHash({ userId: newUserId(), theme: lightTheme, platform: 'android' })}`);
  expect((await signIn).status()).toBe(200);

  // On the reload the page's "who is signed in" is asked first and held; only then does the
  // mini-app sign-in run. Signing in again beside it would end the session whose cookie the
  // page's next requests carry (they answered 401: "Your balances could not be loaded").
  const signInsAfterReload: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/auth/telegram/mini-app')) signInsAfterReload.push(request.url());
  });
  const sessionHeld = gate();
  const signInModuleHeld = gate();
  const sessionAsked = gate();
  await page.route('**/api/session', async (route) => {
    sessionAsked.resolve();
    await sessionHeld.promise;
    await route.continue();
  });
  await page.route(/\/assets\/telegram-sign-in-[^/]+\.js$/, async (route) => {
    await signInModuleHeld.promise;
    await route.continue();
  });
  const signInModule = page.waitForResponse(/\/assets\/telegram-sign-in-[^/]+\.js$/);
  await page.goto('/profile', { waitUntil: 'commit' });
  await sessionAsked.promise;
  signInModuleHeld.resolve();
  await signInModule;
  for (let round = 0; round < 3; round += 1) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(signInsAfterReload).toEqual([]);

  sessionHeld.resolve();
  const balances = page.getByRole('region', { name: text('profile.balancesHeading') });
  await expect(balances.locator('[data-balance="goldCoins"]')).toBeVisible();
  await expect(page.getByText(text('profile.balancesFailed'))).toHaveCount(0);
  expect(signInsAfterReload).toEqual([]);
});

test('inside Telegram, init data signed with another bot is refused: the page says so and offers a retry', async ({ page }) => {
  await installTelegramBridge(page);
  const signIn = miniAppSignIn(page);
  await page.goto(`/telegram-login${signedLaunchHash({ userId: newUserId(), theme: darkTheme, botToken: '7000000002:not-the-harness-bot-token' })}`);
  expect((await signIn).status()).toBe(401);
  const alert = page.getByRole('alert').filter({ hasText: text('telegramLogin.failed') });
  await expect(alert).toContainText(text('errors.api.telegram_invalid'));
  await expect(alert.getByRole('button', { name: text('common.retry') })).toBeVisible();
  await checkAndShoot(page, 'sign-in-telegram-refused-dark');
});

test('inside Telegram, a refused launch opened on any other page says why there too, and tries again from there', async ({ page }) => {
  await installTelegramBridge(page);
  const signIn = miniAppSignIn(page);
  await page.goto(`/${signedLaunchHash({ userId: newUserId(), theme: darkTheme, botToken: '7000000002:not-the-harness-bot-token' })}`);
  expect((await signIn).status()).toBe(401);
  const alert = page.getByTestId('telegram-sign-in-failed');
  await expect(alert).toContainText(`${text('telegramLogin.failed')} ${text('errors.api.telegram_invalid')}`);
  await expect(page.getByRole('alert').filter({ hasText: text('telegramLogin.failed') })).toHaveCount(1);
  const again = miniAppSignIn(page);
  await alert.getByRole('button', { name: text('common.retry') }).click();
  expect((await again).status()).toBe(401);
  await expect(alert).toBeVisible();
});

/** Telegram's Login Widget data for `userId`, signed as Telegram signs it (key: SHA-256 of the bot token). */
function widgetUser(userId: number): Record<string, string | number> {
  const { id, first_name, username } = telegramTestUser(userId);
  const fields = { id, first_name, username, auth_date: Math.floor(Date.now() / 1000) };
  const checkString = Object.entries(fields)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const hash = createHmac('sha256', createHash('sha256').update(testTelegramBot.token).digest()).update(checkString).digest('hex');
  return { ...fields, hash };
}

// A stand-in for telegram.org's widget script (no network in tests): like the real one it reads
// its data attributes and calls the data-onauth callback with the user once the visitor confirms.
const widgetStandIn = `(() => {
  const script = document.currentScript;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Log in as @' + script.dataset.telegramLogin;
  button.addEventListener('click', () => { new Function('user', script.dataset.onauth)(window.__telegramWidgetUser); });
  script.after(button);
})();`;

for (const scheme of schemes) {
  test(`in a browser the Login Widget signs in (${scheme})`, async ({ page }) => {
    await useScheme(page, scheme);
    const scriptRequests: string[] = [];
    await page.route('https://telegram.org/js/telegram-widget.js*', async (route) => {
      scriptRequests.push(route.request().url());
      await route.fulfill({ contentType: 'application/javascript', body: widgetStandIn });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scriptRequests).toEqual([]);

    await page.goto('/telegram-login');
    const widgetButton = page.getByRole('button', { name: `Log in as @${testTelegramBot.username}` });
    await expect(widgetButton).toBeVisible();
    await checkAndShoot(page, `sign-in-telegram-widget-${scheme}`);

    const userId = newUserId();
    await page.evaluate((user) => {
      (window as unknown as { __telegramWidgetUser: unknown }).__telegramWidgetUser = user;
    }, widgetUser(userId));
    await widgetButton.click();
    await expect(page).toHaveURL('/profile');
    await expect(profileIdentities(page)).toContainText(telegramTestUser(userId).username);
  });
}
