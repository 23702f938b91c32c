import { expect, test } from './support/test.ts';
import { sitePort } from './support/ports.mjs';
import { darkTheme, installTelegramBridge, launchHash, lightTheme } from './support/telegram.ts';
import { miniAppText, text } from './support/translations.ts';

const oopsMessage = 'You are using too old Telegram client to run this application';

test.describe('inside Telegram', () => {
  const cases = [
    { name: 'light theme on iOS', platform: 'ios', theme: lightTheme, appearance: 'light', style: 'ios' },
    { name: 'dark theme on macOS', platform: 'macos', theme: darkTheme, appearance: 'dark', style: 'ios' },
    { name: 'dark theme on Android', platform: 'android', theme: darkTheme, appearance: 'dark', style: 'base' },
    { name: 'light theme on Telegram Desktop', platform: 'tdesktop', theme: lightTheme, appearance: 'light', style: 'base' },
  ];
  for (const { name, platform, theme, appearance, style } of cases) {
    test(`${name}: appearance ${appearance}, platform ${style}`, async ({ page }) => {
      const sdkLoaded = page.waitForRequest(/\/assets\/telegram-sdk-[^/]+\.js$/);
      await installTelegramBridge(page);
      await page.goto(`/${launchHash({ platform, theme })}`);
      await sdkLoaded;
      await expect(page.locator('html')).toHaveAttribute('data-appearance', appearance);
      await expect(page.locator('html')).toHaveAttribute('data-platform', style);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(miniAppText('home.heading'));
      await expect(page.getByText(oopsMessage)).toHaveCount(0);
    });
  }

  test('the launch parameters survive a reload through session storage', async ({ page }) => {
    await installTelegramBridge(page);
    await page.goto(`/${launchHash({ platform: 'ios', theme: lightTheme })}`);
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'ios');
    await page.getByRole('navigation', { name: text('nav.main') }).getByRole('link', { name: text('nav.news') }).click();
    await expect(page).toHaveURL('/news');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'ios');
    await expect(page.locator('html')).toHaveAttribute('data-appearance', 'light');
  });

  test('an old client (Mini Apps 6.0) gets the Oops screen', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    await installTelegramBridge(page);
    await page.goto(`/${launchHash({ platform: 'android', theme: darkTheme, version: '6.0' })}`);
    await expect(page.getByRole('heading', { name: 'Oops' })).toBeVisible();
    await expect(page.getByText(oopsMessage)).toBeVisible();
    await expect(page.locator('.site-header')).toHaveCount(0);
    expect(warnings.join('\n')).toContain('ERR_NOT_SUPPORTED');
  });

  test('debug mode (start parameter debug) logs verbosely and loads the Eruda console', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await installTelegramBridge(page);
    const eruda = page.waitForRequest(/\/assets\/eruda-[^/]+\.js$/);
    await page.goto(`/${launchHash({ platform: 'android', theme: darkTheme, startParam: 'debug' })}`);
    await eruda;
    await expect(page.locator('#eruda')).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('data-debug', 'true');
    await expect.poll(() => logs.join('\n')).toContain('[site] Telegram SDK started');
    expect(logs.join('\n')).toContain('[site] Debug mode is on');
  });

  test('without debug no Eruda is loaded and nothing verbose is logged', async ({ page }) => {
    const logs: string[] = [];
    const scripts: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    page.on('request', (request) => scripts.push(request.url()));
    await installTelegramBridge(page);
    await page.goto(`/${launchHash({ platform: 'android', theme: darkTheme, startParam: 'level-2' })}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(miniAppText('home.heading'));
    // Debug mode is decided before the page renders, and would have marked the document.
    await expect(page.locator('html')).not.toHaveAttribute('data-debug');
    expect(scripts.filter((url) => url.includes('/eruda-'))).toEqual([]);
    expect(logs.filter((line) => line.includes('Debug mode'))).toEqual([]);
  });
});

test.describe('in a plain browser', () => {
  // "Automatic" follows the system outside Telegram (e2e/appearance.spec.ts): here a dark one.
  test.use({ colorScheme: 'dark' });
  test('no Oops, the SDK is never loaded, and the look is dark + tdesktop', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto('/');
    // Start-up asks for the Telegram SDK, if at all, before the renderer that shows the heading.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading'));
    await expect(page.getByText(oopsMessage)).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-appearance', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'tdesktop');
    expect(scripts.filter((url) => url.includes('/telegram-sdk-'))).toEqual([]);
  });

  test('?startapp=debug turns on debug mode outside Telegram too', async ({ page }) => {
    await page.goto('/?startapp=debug');
    await expect(page.locator('#eruda')).toBeAttached();
    await expect(page.getByText(oopsMessage)).toHaveCount(0);
  });
});

// playwright.config.ts maps games.invalid to 127.0.0.1: the same site on a hostname outside the
// allowed list.
test.describe('on a hostname that is not allowed', () => {
  test('launch parameters are ignored: the SDK never starts', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await installTelegramBridge(page);
    await page.goto(`http://games.invalid:${sitePort}/${launchHash({ platform: 'ios', theme: lightTheme, version: '6.0' })}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading'));
    await expect(page.getByText(oopsMessage)).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'tdesktop');
    expect(scripts.filter((url) => url.includes('/telegram-sdk-'))).toEqual([]);
  });
});
