import { randomInt } from 'node:crypto';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { saveArtifact } from './support/artifacts.ts';
import { animationsAtRest } from './support/axe.ts';
import { signedLaunchHash } from './support/sign-in-helpers.ts';
import { darkTheme, installTelegramClient, lightTheme, noInsets, sendTelegramEvent, telegramCallLines, type ClientScreen } from './support/telegram.ts';
import { text } from './support/translations.ts';

// The mini app as an app (docs/web/behaviour.md#inside-telegram): full screen with the safe areas
// respected, Telegram's Back and main buttons, each checked against the client's version. The test
// plays Telegram's client (support/telegram.ts): it answers the viewport's requests and taps.

const phone = { width: 390, height: 844 };
/** A phone with a notch and a home bar, and Telegram's close and menu buttons over the content. */
const notchedPhone: ClientScreen = { safeArea: { top: 47, right: 0, bottom: 34, left: 0 }, contentSafeArea: { top: 46, right: 0, bottom: 0, left: 0 } };
const topInset = notchedPhone.safeArea.top + notchedPhone.contentSafeArea.top;
const bottomInset = notchedPhone.safeArea.bottom;

/** The home page, with or without the launch parameters the mini app opened with. */
const home = /:\d+\/(#.*)?$/;
const stage = (page: Page) => page.getByTestId('game-stage');
const playButton = (page: Page) => page.getByRole('button', { name: /^(Play|Play level \d+)$/ });

/** Opens the mini app on `path`, signed in as a new Telegram user, on a client of `version`. */
async function openMiniApp(page: Page, path: string, options: { version?: string; theme?: Record<string, string>; screen?: ClientScreen } = {}): Promise<void> {
  await page.setViewportSize(phone);
  await installTelegramClient(page, options.screen ?? notchedPhone);
  const signIn = page.waitForResponse((response) => response.url().endsWith('/api/auth/telegram/mini-app') && response.request().method() === 'POST');
  await page.goto(`${path}${signedLaunchHash({ userId: randomInt(1_000_000, 2_000_000_000), theme: options.theme ?? darkTheme, platform: 'android', version: options.version ?? '8.4' })}`);
  expect((await signIn).status()).toBe(200);
}

/** The element's top on the page (not the viewport: the page may have scrolled). */
async function top(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

async function bottom(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not laid out`);
  return box.y + box.height;
}

/** The last call of `method`, parsed; null when the page never made it. */
async function lastCall(page: Page, method: string): Promise<Record<string, unknown> | null> {
  const line = (await telegramCallLines(page)).filter((call) => call.startsWith(`${method} `)).at(-1);
  return line === undefined ? null : (JSON.parse(line.slice(method.length + 1)) as Record<string, unknown> | null);
}

const backButtonVisible = async (page: Page) => (await lastCall(page, 'web_app_setup_back_button'))?.is_visible ?? false;
const mainButton = (page: Page) => lastCall(page, 'web_app_setup_main_button');

/** Where Telegram's controls and the notch are, drawn over the picture so a reviewer sees the page keeps clear of them. */
async function shootWithInsets(page: Page, name: string): Promise<void> {
  await page.evaluate(
    ([topPx, bottomPx]) => {
      for (const [edge, height] of [['top', topPx], ['bottom', bottomPx]] as const) {
        const band = document.createElement('div');
        band.dataset.testInset = edge;
        band.style.cssText = `position:fixed;${edge}:0;left:0;right:0;height:${String(height)}px;background:rgb(255 0 80 / 30%);z-index:99999;pointer-events:none`;
        document.body.append(band);
      }
    },
    [topInset, bottomInset] as const,
  );
  await animationsAtRest(page);
  await saveArtifact(page, name);
  await page.evaluate(() => {
    for (const band of document.querySelectorAll('[data-test-inset]')) band.remove();
  });
}

for (const [scheme, theme] of [['dark', darkTheme], ['light', lightTheme]] as const) {
  test(`on a new phone client the mini app asks for full screen and keeps its header and the game stage clear of the notch and Telegram’s controls (${scheme})`, async ({ page: tab }) => {
    await openMiniApp(tab, '/', { theme });
    await expect.poll(() => telegramCallLines(tab)).toContainEqual('web_app_request_fullscreen null');
    // The SDK hands the client's insets to the layout as CSS variables, measured here in the real layout.
    await expect.poll(() => tab.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--tg-viewport-content-safe-area-inset-top'))).toBe('46px');
    await expect(tab.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const brand = tab.locator('.site-header__brand');
    expect(await top(brand)).toBeGreaterThanOrEqual(topInset);
    await shootWithInsets(tab, `telegram-app-home-fullscreen-mobile-${scheme}`);
    // Scrolled to the end, the footer's last line stays above the home bar. Scrolled again until the
    // page has stopped growing: the home's lists may still arrive below the first scroll's end.
    await expect
      .poll(async () => {
        await tab.evaluate(() => {
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        });
        return bottom(tab.getByRole('contentinfo').locator('p').last());
      })
      .toBeLessThanOrEqual(phone.height - bottomInset);

    await tab.goto('/games/levels');
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Levels');
    await expect(playButton(tab)).toBeEnabled();
    expect(await top(tab.locator('.site-header__brand'))).toBeGreaterThanOrEqual(topInset);
    await shootWithInsets(tab, `telegram-app-game-fullscreen-mobile-${scheme}`);

    await playButton(tab).click();
    await expect(stage(tab)).toBeVisible();
    const stageBack = stage(tab).getByRole('button').first();
    await expect(stageBack).toBeVisible();
    expect(await top(stageBack)).toBeGreaterThanOrEqual(topInset);
    expect(await bottom(stage(tab).locator('iframe.game-stage__frame'))).toBeLessThanOrEqual(phone.height - bottomInset);
    await shootWithInsets(tab, `telegram-app-stage-fullscreen-mobile-${scheme}`);

    // A run's result sheet: what it scrolls (Share, Play again) ends above the home bar, never under it.
    const game = tab.frameLocator('[data-testid="game-stage"] iframe.game-stage__frame');
    await expect(stage(tab).locator('iframe.game-stage__frame')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
    await game.locator('#start-button').click();
    await game.getByRole('button', { name: 'Slide right' }).click();
    const sheet = stage(tab).getByTestId('stage-report');
    await expect(sheet.getByTestId('run-outcome')).toBeVisible({ timeout: 20_000 });
    const scrolledPartBottom = await sheet.evaluate((element) => element.getBoundingClientRect().bottom - parseFloat(getComputedStyle(element).borderBottomWidth));
    expect(scrolledPartBottom).toBeLessThanOrEqual(phone.height - bottomInset);
    await shootWithInsets(tab, `telegram-app-stage-result-fullscreen-mobile-${scheme}`);
  });
}

test('an older client (Mini Apps 7.10) is not asked for full screen: the mini app is expanded and its header starts at the top', async ({ page }) => {
  await openMiniApp(page, '/', { version: '7.10' });
  await expect.poll(() => telegramCallLines(page)).toContainEqual('web_app_expand null');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const calls = await telegramCallLines(page);
  expect(calls.filter((call) => call.startsWith('web_app_request_fullscreen') || call.startsWith('web_app_request_safe_area'))).toEqual([]);
  expect(await top(page.locator('.site-header__brand'))).toBeLessThan(notchedPhone.safeArea.top);
});

test("a desktop client keeps its window: no full screen; Telegram's header, background and bottom bar take the page's background, in the theme's scheme, and the mini app says it is ready", async ({ page }) => {
  await page.setViewportSize(phone);
  await installTelegramClient(page, { safeArea: noInsets, contentSafeArea: noInsets });
  const signIn = page.waitForResponse((response) => response.url().endsWith('/api/auth/telegram/mini-app') && response.request().method() === 'POST');
  await page.goto(`/${signedLaunchHash({ userId: randomInt(1_000_000, 2_000_000_000), theme: darkTheme, platform: 'tdesktop' })}`);
  expect((await signIn).status()).toBe(200);
  await expect.poll(() => telegramCallLines(page)).toContainEqual('web_app_expand null');
  expect((await telegramCallLines(page)).filter((call) => call.startsWith('web_app_request_fullscreen'))).toEqual([]);
  // The window's header is Telegram's here: in the page's colour (styles/global.css --color-bg) it and the page are one surface.
  await expect.poll(() => telegramCallLines(page)).toContainEqual('web_app_ready null');
  const pageBackground = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(pageBackground).toBe('rgb(20, 22, 28)');
  for (const method of ['web_app_set_header_color', 'web_app_set_background_color', 'web_app_set_bottom_bar_color']) {
    await expect.poll(async () => (await lastCall(page, method))?.color, method).toBe('#14161c');
  }
});

test('Telegram’s Back button: hidden at home, shown elsewhere; it goes back, or home when the mini app opened on the page, and closes an open game first', async ({ page }) => {
  await openMiniApp(page, '/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await backButtonVisible(page)).toBe(false);

  // In-app navigation, then Back: the previous page of the site's history.
  await page.getByRole('banner').getByRole('link', { name: text('nav.news') }).click();
  await expect(page).toHaveURL('/news');
  await expect.poll(() => backButtonVisible(page)).toBe(true);
  await sendTelegramEvent(page, 'back_button_pressed');
  await expect(page).toHaveURL(home);
  await expect.poll(() => backButtonVisible(page)).toBe(false);

  // Opened on a game page (no earlier entry of the site): Back goes home.
  await page.goto('/games/levels');
  await expect(playButton(page)).toBeEnabled();
  await expect.poll(() => backButtonVisible(page)).toBe(true);

  // With the game open, Back closes the game and stays on its page.
  await playButton(page).click();
  await expect(stage(page)).toBeVisible();
  // The game is up (it said `ready`, the site has settled on the stage's entry).
  await expect(page.frameLocator('iframe.game-stage__frame').locator('#start-button')).toBeVisible();
  await sendTelegramEvent(page, 'back_button_pressed');
  await expect(stage(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/games\/levels/);
  expect(await backButtonVisible(page)).toBe(true);

  await sendTelegramEvent(page, 'back_button_pressed');
  await expect(page).toHaveURL(home);
  await expect.poll(() => backButtonVisible(page)).toBe(false);
});

test('Telegram’s main button is the game page’s Play: in step with it while the account loads, it opens the game, and goes with the page', async ({ page }) => {
  // Who is signed in is held back: Play waits for it, and so does the main button.
  let releaseSession = (): void => undefined;
  const sessionHeld = new Promise<void>((resolve) => {
    releaseSession = resolve;
  });
  for (const path of ['**/api/session', '**/api/auth/telegram/mini-app']) {
    await page.route(path, async (route) => {
      await sessionHeld;
      await route.continue();
    });
  }
  await page.setViewportSize(phone);
  await installTelegramClient(page, notchedPhone);
  await page.goto(`/games/levels${signedLaunchHash({ userId: randomInt(1_000_000, 2_000_000_000), theme: darkTheme, platform: 'android' })}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Levels');
  await expect(playButton(page)).toBeDisabled();
  await expect.poll(() => mainButton(page)).toMatchObject({ is_visible: true, is_active: false, is_progress_visible: true });

  releaseSession();
  await expect(playButton(page)).toBeEnabled();
  // Signed in by the launch (the stamina shows only then): Play plays rather than asking to sign in.
  await expect(page.getByTestId('stamina-now')).toBeVisible();
  // The player's next level is known once signed in.
  await expect(playButton(page)).toHaveText(/^Play level \d+$/);
  const label = (await playButton(page).textContent()) ?? '';
  await expect.poll(() => mainButton(page)).toMatchObject({ is_visible: true, is_active: true, is_progress_visible: false, text: label });

  // A tap on the main button plays; while the game is open it is gone, and it is back after.
  await sendTelegramEvent(page, 'main_button_pressed');
  await expect(stage(page)).toBeVisible();
  await expect.poll(() => mainButton(page)).toMatchObject({ is_visible: false });
  await page.keyboard.press('Escape');
  await expect(stage(page)).toHaveCount(0);
  await expect.poll(() => mainButton(page)).toMatchObject({ is_visible: true, is_active: true });

  // Leaving the page takes it away.
  await page.getByRole('link', { name: text('play.allGames') }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => mainButton(page)).toMatchObject({ is_visible: false });
});

test('inside Telegram /login says nothing of a wallet it does not offer', async ({ page }) => {
  await page.setViewportSize(phone);
  await installTelegramClient(page, notchedPhone);
  // Launch data signed by another bot: the automatic sign-in is refused, /login shows its ways.
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/auth/telegram/mini-app'));
  await page.goto(`/login${signedLaunchHash({ userId: randomInt(1_000_000, 2_000_000_000), theme: darkTheme, botToken: '7000000002:not-the-harness-bot-token' })}`);
  expect((await refused).status()).toBe(401);
  await expect(page.getByText(text('login.intro'))).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(text('login.methods.walletLogin.title')) })).toHaveCount(0);
});

for (const [scheme, theme] of [['dark', darkTheme], ['light', lightTheme]] as const) {
  test(`TON Connect's wallet list takes the site's ${scheme} scheme, not the system's`, async ({ page }) => {
    // The system says the opposite of Telegram's theme.
    await page.emulateMedia({ colorScheme: scheme === 'dark' ? 'light' : 'dark' });
    await page.route(/^https:\/\//, (route) => route.abort());
    await page.setViewportSize(phone);
    await installTelegramClient(page, notchedPhone);
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/auth/telegram/mini-app'));
    await page.goto(`/login${signedLaunchHash({ userId: randomInt(1_000_000, 2_000_000_000), theme, botToken: '7000000002:not-the-harness-bot-token' })}`);
    expect((await refused).status()).toBe(401);
    await expect(page.locator('html')).toHaveAttribute('data-appearance', scheme);
    await page.getByRole('button', { name: text('tonConnect.signIn') }).click();
    const modal = page.locator('[data-tc-wallets-modal-container]');
    await expect(modal).toBeVisible();
    // The list's own panel: the first element inside the modal with a background of its own.
    const lightness = await modal.evaluate((root) => {
      for (const element of [root, ...root.querySelectorAll('*')]) {
        const colour = getComputedStyle(element).backgroundColor.match(/\d+(\.\d+)?/g)?.map(Number) ?? [];
        const [red = 0, green = 0, blue = 0, alpha = 1] = colour;
        if (colour.length >= 3 && alpha > 0.9) return (red + green + blue) / 3;
      }
      return null;
    });
    if (scheme === 'dark') expect(lightness).toBeLessThan(80);
    else expect(lightness).toBeGreaterThan(180);
    await animationsAtRest(page);
    await saveArtifact(page, `telegram-app-ton-list-mobile-${scheme}`);
  });
}

test('inside Telegram /logout signs out without loading the wallet stack', async ({ page }) => {
  const walletStack: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/wallet-stack-[^/]+\.js$/.test(request.url())) walletStack.push(request.url());
  });
  await openMiniApp(page, '/profile');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  walletStack.length = 0;
  const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await page.goto('/logout');
  expect((await loggedOut).ok()).toBe(true);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(walletStack).toEqual([]);
});
