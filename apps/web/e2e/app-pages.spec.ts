import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { expect, onTestClock, test } from './support/test.ts';
import { testTimezone } from './support/test-clock.ts';
import { chromiumArgs, fullChromiumPath } from '../../../tooling/testing/chromium.ts';
import { testStoreLinks } from './support/game-server-env.ts';
import { picturesSiteUrl } from './support/pictures-servers.ts';
import { apiPort } from './support/ports.mjs';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { startStaticServer } from './support/static-server.ts';
import { text } from './support/translations.ts';

// /app (install the site, open it in Telegram) and /native-app (the store links the game server
// is configured with) end to end.

const iosSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const desktopFirefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';

const installButton = (page: Page) => page.getByRole('button', { name: text('appInstall.install'), exact: true });

/** Fires a `beforeinstallprompt` from the page, as Chromium would, whose prompt answers `outcome`. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<void> {
  await page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

test.describe('/app', () => {
  test("Chromium's own install prompt is kept from start-up and opened by Install", async () => {
    // Playwright's contexts are incognito, where Chromium never offers to install a site
    // (installability error "in-incognito"): a profile of its own, on an origin of its own.
    const profile = mkdtempSync(join(tmpdir(), 'app-install-'));
    const site = await startStaticServer({ root: 'dist-e2e', apiTarget: `http://127.0.0.1:${apiPort}` });
    const context = await chromium.launchPersistentContext(profile, {
      // The install prompt is the full browser's: the headless shell never offers one.
      executablePath: fullChromiumPath,
      args: [...chromiumArgs, '--bypass-app-banner-engagement-checks'],
      serviceWorkers: 'allow',
      timezoneId: testTimezone,
    });
    await onTestClock(context);
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/app`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.app'));
      const devtools = await context.newCDPSession(page);
      expect(await devtools.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });
      const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json() as Promise<Record<string, unknown>>);
      expect(manifest).toMatchObject({ id: '/', name: 'Core Games', short_name: 'Core Games', start_url: '/', scope: '/', display: 'standalone', theme_color: '#14161c', background_color: '#14161c' });
      expect(manifest.icons).toEqual(
        expect.arrayContaining(['192x192', '512x512'].flatMap((sizes) => ['any', 'maskable'].map((purpose) => expect.objectContaining({ sizes, purpose, type: 'image/png' })))),
      );

      // The real event, fired by Chromium once it found the manifest installable.
      await expect(installButton(page)).toBeVisible();
      await installButton(page).click();
      // Chromium's install dialog is open now (headless, nobody can answer it): the page waits for its answer.
      await expect(page.getByRole('status').filter({ hasText: text('appInstall.asking') })).toBeVisible();
      await expect(installButton(page)).toHaveCount(0);
    } finally {
      await context.close();
      await site.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('Install reports accepted and dismissed, and the installed site says so', async ({ page }) => {
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.app'));
    // Without the browser's prompt (this context is incognito): steps for this browser instead.
    await expect(installButton(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: text('appInstall.howTo.desktop-chromium') })).toBeVisible();

    // Chromium's dialog cannot be answered headless: the page is offered a prompt that answers by itself.
    await offerInstall(page, 'dismissed');
    await checkAndShootBothSchemes(page, 'app-install-prompt');
    await installButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: text('appInstall.dismissed') })).toBeVisible();
    await expect(installButton(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: text('appInstall.howTo.desktop-chromium') })).toBeVisible();

    await offerInstall(page, 'accepted');
    await installButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: text('appInstall.accepted') })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.app'));
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(page.getByRole('status').filter({ hasText: text('appInstall.accepted') })).toBeVisible();
  });

  test('opens in Telegram and leads to the mobile apps', async ({ page }) => {
    await page.goto('/app');
    const telegram = page.getByRole('link', { name: text('appInstall.openInTelegram') });
    await expect(telegram).toHaveAttribute('href', 'https://t.me/CoreGamesTestBot/play');
    await expect(telegram).toHaveAttribute('target', '_blank');
    await expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
    await page.getByRole('link', { name: text('appInstall.nativeLink') }).click();
    await expect(page).toHaveURL(/\/native-app$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.nativeApp'));
  });

  test('iOS Safari gets the Share then Add to Home Screen steps; Firefox on a computer is told it cannot', async ({ browser }) => {
    const iphone = await browser.newContext({ userAgent: iosSafari, viewport: { width: 390, height: 844 } });
    const page = await iphone.newPage();
    await page.goto('/app');
    const steps = page.getByRole('region', { name: text('appInstall.howTo.ios-safari') });
    await expect(steps.getByRole('listitem')).toHaveText([text('appInstall.steps.iosShare'), text('appInstall.steps.iosAddToHomeScreen'), text('appInstall.steps.iosConfirm')]);
    await expect(installButton(page)).toHaveCount(0);
    await checkAndShootBothSchemes(page, 'app-ios-safari');
    await iphone.close();

    const firefox = await browser.newContext({ userAgent: desktopFirefox });
    const other = await firefox.newPage();
    await other.goto('/app');
    await expect(other.getByRole('region', { name: text('appInstall.howTo.desktop-firefox') }).getByRole('listitem').first()).toHaveText(text('appInstall.steps.firefoxDesktopNone'));
    await firefox.close();
  });

  test('opened from the home screen, it says the app is installed', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: iosSafari });
    // iOS marks a home-screen web app with navigator.standalone.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true, configurable: true });
    });
    const page = await context.newPage();
    await page.goto('/app');
    await expect(page.getByRole('status').filter({ hasText: text('appInstall.runningAsApp') })).toBeVisible();
    await expect(page.getByRole('region', { name: text('appInstall.howTo.ios-safari') })).toHaveCount(0);
    await checkAndShootBothSchemes(page, 'app-installed');
    await context.close();
  });
});

test.describe('/native-app', () => {
  test('shows the store links the game server is configured with', async ({ page }) => {
    await page.goto('/native-app');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.nativeApp'));
    const appStore = page.getByRole('link', { name: text('nativeApps.appStore') });
    const googlePlay = page.getByRole('link', { name: text('nativeApps.googlePlay') });
    await expect(appStore).toHaveAttribute('href', testStoreLinks.ios);
    await expect(googlePlay).toHaveAttribute('href', testStoreLinks.android);
    await expect(appStore).toHaveAttribute('rel', 'noopener noreferrer');
    await checkAndShootBothSchemes(page, 'native-app-links');
  });

  test('says there are no apps yet when the game server has no store links', async ({ page }) => {
    // The second game server of the run (support/pictures-servers.ts) has no IOS_APP_URL and
    // ANDROID_APP_URL; this test only reads from it.
    await page.goto(`${picturesSiteUrl()}/native-app`);
    await expect(page.getByRole('status').filter({ hasText: text('nativeApps.none') })).toBeVisible();
    await expect(page.getByRole('link', { name: text('nativeApps.appStore') })).toHaveCount(0);
    await expect(page.getByRole('link', { name: text('nativeApps.googlePlay') })).toHaveCount(0);
    await checkAndShootBothSchemes(page, 'native-app-none');
  });
});
