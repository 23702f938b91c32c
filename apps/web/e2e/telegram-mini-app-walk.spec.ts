import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { saveArtifact, shootArtifacts } from './support/artifacts.ts';
import { animationsAtRest } from './support/axe.ts';
import { navigateInApp } from './support/in-app-navigation.ts';
import { expectClearOfTopInset, openMiniAppOnPhone, phone, topInset } from './support/mini-app-screen.ts';
import { walletChainOrDepositLines } from './support/mini-app-text.ts';
import { installWalletFor } from './support/sign-in-helpers.ts';
import { siteRoutes } from './support/site-routes.ts';
import { expectTelegramWalletRules, linkWalletInBrowserTab, walletPaths, walletShotPaths, type InjectedWallet } from './support/telegram-wallet-rules.ts';
import { darkTheme, lightTheme } from './support/telegram.ts';
import { text } from './support/translations.ts';
import { notInMiniApp } from '../src/pages/home/home-tabs-data.ts';

// Every route inside the mini app, in full screen on a notched phone, as a visitor and signed in,
// light and dark (docs/web/behaviour.md#inside-telegram): no text names a wallet, a chain or a
// deposit other than TON and Stars, and after in-app navigation the page's heading and its focus
// are below Telegram's controls. Signed in, in English, the same walk checks Telegram's wallet
// rules too (support/telegram-wallet-rules.ts), with an EVM wallet injected and linked to the
// account: walked once for both (they were two tests, each its own sign-in and 35 pages).

async function settle(page: Page, path: string, language: Language): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (path !== '/logout') await expect(page.getByText(text('common.loading', language))).toHaveCount(0);
}

type Language = 'en' | 'es';

/** News entries written during the run by other tests: every one but those the server seeds (apps/api/src/db/migrations/news-seed.ts). */
const seededNewsOnly = '[data-news-entry]:not([data-news-entry="welcome"]):not([data-news-entry="telegram-mini-app"]):not([data-news-entry="season-1-levels"])';

/** Pictures of the pages a mini-app user sees first, with Telegram's controls drawn over them. */
const shotPaths = new Set(['/', '/terms', '/news', '/wallet-login', '/profile', '/login']);

async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate((height) => {
    const band = document.createElement('div');
    band.dataset.testInset = 'top';
    band.style.cssText = `position:fixed;top:0;left:0;right:0;height:${String(height)}px;background:rgb(255 0 80 / 30%);z-index:99999;pointer-events:none`;
    document.body.append(band);
  }, topInset);
  await animationsAtRest(page);
  await saveArtifact(page, name);
  await page.evaluate(() => {
    for (const band of document.querySelectorAll('[data-test-inset]')) band.remove();
  });
}

/**
 * The anvil account whose wallet the signed-in English walk of each scheme injects and links (each
 * test its own, and no other spec's: sign-in-wallet.spec.ts signs in with 5, which a link from here
 * then met as another account's).
 */
const walletAccount = { light: 1, dark: 10 } as const;

/** Every route, checked and pictured; a problem of one route does not hide the next one's. */
async function walk(page: Page, options: { scheme: 'light' | 'dark'; signedIn: boolean; language: Language }): Promise<void> {
  const { scheme, signedIn, language } = options;
  const injected: InjectedWallet | undefined = signedIn && language === 'en' ? await installWalletFor(page, walletAccount[scheme]) : undefined;
  await openMiniAppOnPhone(page, language === 'en' ? '/' : `/?lng=${language}`, { theme: scheme === 'dark' ? darkTheme : lightTheme, signedIn });
  await expect(page.locator('html')).toHaveAttribute('data-appearance', scheme);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  if (injected) await linkWalletInBrowserTab(page.context(), walletAccount[scheme], phone);
  const found: string[] = [];
  const visit = async (path: string): Promise<void> => {
    await navigateInApp(page, path);
    if (path === '/logout') await expect(page).toHaveURL('/');
    await settle(page, path, language);
    await expectClearOfTopInset(page, path, { soft: true });
  };
  // /logout signs out and goes home: walked last, for the home it lands on.
  const routes = siteRoutes.filter(({ path }) => path !== '/logout');
  const paths = routes.map(({ path }) => path);
  for (const { path, titleKey } of routes) {
    await visit(path);
    // The news the site ships is checked; entries other tests write into the same run's news are theirs (news.spec.ts).
    for (const line of await walletChainOrDepositLines(page, { skip: seededNewsOnly })) found.push(`${path}: ${line}`);
    // Nor does any page lead to the pages the mini app does not offer (home-tabs-data.ts's notInMiniApp).
    for (const href of await page.locator('main a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      if (notInMiniApp.includes(href.split(/[?#]/)[0] ?? '')) found.push(`${path}: a link to ${href}`);
    }
    // The pages with a wallet in a browser are checked for the rules once loaded afresh, below.
    if (injected && !walletPaths.includes(path)) await expectTelegramWalletRules(page, path, titleKey, injected);
    if (shotPaths.has(path)) await shoot(page, `telegram-walk${path === '/' ? '-home' : path.replaceAll('/', '-')}-${signedIn ? 'signed-in' : 'visitor'}${language === 'en' ? '' : `-${language}`}-mobile-${scheme}`);
  }
  // Again, every page's code loaded now: a page renders whole on arrival, taller than the screen,
  // before the route moves the focus, the order that put headings under Telegram's controls
  // (telegram-safe-focus.spec.ts). On a first arrival the page still shows Loading... then. In
  // the light scheme and English only: that order depends on neither the colours nor the
  // language (where each heading lands in Spanish is checked on the first arrival above).
  if (scheme === 'light' && language === 'en') for (const path of paths) await visit(path);
  if (injected) {
    for (const path of walletPaths) {
      await page.goto(path);
      await expectTelegramWalletRules(page, path, routes.find((route) => route.path === path)?.titleKey ?? '', injected);
      if (walletShotPaths.has(path)) {
        await animationsAtRest(page);
        await saveArtifact(page, `telegram-rules${path.replaceAll('/', '-')}-mobile-${scheme}`, { fullPage: true });
      }
    }
  }
  if (signedIn) {
    await visit('/logout');
    for (const line of await walletChainOrDepositLines(page, { skip: seededNewsOnly })) found.push(`/logout: ${line}`);
    if (injected) await expectTelegramWalletRules(page, '/', 'home', injected);
  }
  expect(found).toEqual([]);
}

for (const scheme of ['light', 'dark'] as const) {
  for (const signedIn of [false, true]) {
    test(`inside the mini app in full screen (${scheme}, ${signedIn ? 'signed in' : 'a visitor'}), every route names no wallet, chain or deposit but TON and Stars, and keeps its heading and focus below Telegram's controls`, async ({ page }) => {
      // What the walk checks (the texts, where headings land) does not depend on the colours: the
      // dark walk is for its pictures, and a run that takes none (CI) leaves it out: 36 s of the
      // test time of a loaded two-core machine's run (docs/web/tests.md, "What the run costs").
      test.skip(scheme === 'dark' && !shootArtifacts, 'the dark walk only adds its pictures, and this run takes none');
      test.setTimeout(240_000);
      await walk(page, { scheme, signedIn, language: 'en' });
    });
  }
}

test('in Spanish too, signed in, the mini app names no wallet, chain or deposit but TON and Stars', async ({ page }) => {
  test.setTimeout(240_000);
  await walk(page, { scheme: 'light', signedIn: true, language: 'es' });
});
