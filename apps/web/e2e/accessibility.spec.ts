import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { animationsAtRest, expectNoAxeViolations } from './support/axe.ts';
import { expectedTitle, siteRoutes } from './support/site-routes.ts';
import { text } from './support/translations.ts';
import { saveArtifact, shootArtifacts } from './support/artifacts.ts';

const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

function artifactName(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
}

/** Waits until the page has settled: its heading is there and nothing is loading any more. */
async function settle(page: Page, path: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (path !== '/logout') await expect(page.getByText(text('common.loading'))).toHaveCount(0);
  // /wallet-login opens the connect modal as soon as the wallet stack has loaded.
  if (path === '/wallet-login') await expect(page.getByRole('dialog', { name: text('wallet.selectTitle') })).toBeVisible();
  await animationsAtRest(page);
}

/**
 * The system turns dark, as a phone does at sunset: the site follows it live through its own
 * store (the wallet modal's theme too), with no reload. A scheme chosen in /setting is
 * appearance.spec.ts's.
 */
async function turnSystemDark(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-appearance', 'dark');
  await animationsAtRest(page);
}

// One visit per route does what it takes to trust it: the page and its own title, no error, and
// axe in both schemes (routes.spec.ts checks /logout's redirect and the unknown path).
test.describe('every route: its page, its title, no errors, no axe violations in either scheme', () => {
  for (const { path, titleKey } of siteRoutes) {
    test(`${path}: its own title, no errors, no axe violations in either scheme; screenshots desktop and mobile, light and dark`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      if (path === '/logout') {
        // Hold the wallet stack so the page stays on "Signing you out..." long enough to look at.
        await page.route(/\/assets\/wallet-stack-[^/]+\.js$/, () => undefined);
      }
      const shoot = async (viewport: keyof typeof viewports, scheme: string): Promise<void> => {
        if (!shootArtifacts) return;
        await page.setViewportSize(viewports[viewport]);
        await animationsAtRest(page);
        await saveArtifact(page, `${artifactName(path)}-${viewport}-${scheme}`, { fullPage: true });
      };

      await page.setViewportSize(viewports.desktop);
      // "Automatic" on a light system: light first, then the system turns dark.
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-appearance', 'light');
      await settle(page, path);
      if (path !== '/logout') {
        await expect(page).toHaveURL(path);
        await expect(page).toHaveTitle(path === '/news/welcome' ? `Welcome to Core Games · ${text('site.name')}` : expectedTitle(titleKey));
      }
      await expect(page.getByText(text('errors.somethingWentWrong'))).toHaveCount(0);
      await expectNoAxeViolations(page, `${path} light`);
      await shoot('desktop', 'light');
      await shoot('mobile', 'light');

      await turnSystemDark(page);
      await shoot('mobile', 'dark');
      await page.setViewportSize(viewports.desktop);
      await expectNoAxeViolations(page, `${path} dark`, { colours: 'only' });
      await shoot('desktop', 'dark');
      expect(errors).toEqual([]);
    });
  }
});

// The check itself (support/axe.ts keeps axe-core in each document between checks): it must still
// see a violation in the page and in a frame inside it, and pass the same page once it is fixed.
test('the axe check finds a violation in the page and inside a frame, and passes once both are fixed', async ({ page }) => {
  const imageWithoutText = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">';
  await page.setContent(`<html lang="en"><title>t</title><main><h1>Page</h1>${imageWithoutText}<iframe title="frame" srcdoc='<html lang="en"><title>f</title><h1>Frame</h1><button></button></html>'></iframe></main></html>`);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Frame' })).toBeVisible();
  const failure = await expectNoAxeViolations(page, 'broken page').then(() => null, (error: unknown) => String(error));
  expect(failure).toContain('image-alt');
  expect(failure).toContain('button-name');
  expect(failure).toContain('iframe');
  await page.evaluate(() => {
    document.querySelector('img')?.setAttribute('alt', 'A dot');
    document.querySelector('iframe')?.contentDocument?.querySelector('button')?.append('Go');
  });
  await expectNoAxeViolations(page, 'fixed page');
});

test.describe('keyboard', () => {
  test('the skip link leads to the main content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: text('nav.skipToContent') });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('the unhandled-error dialog takes focus and closes with Escape', async ({ page }) => {
    await page.goto('/?e2e-fail=error');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'unhandled error dialog');
    await expect(dialog.getByRole('button', { name: text('errors.refreshPage') })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('the error screen and the Oops-free fallback pass axe', async ({ page }) => {
    await page.goto('/?e2e-fail=render');
    await expect(page.getByRole('heading', { name: text('errors.somethingWentWrong') })).toBeVisible();
    await expectNoAxeViolations(page, 'error screen');
  });
});

test.describe('reduced motion', () => {
  test.use({ colorScheme: 'dark', reducedMotion: 'reduce' });

  test('the spinner slows right down when reduced motion is asked for', async ({ page }) => {
    await page.route(/\/assets\/news-page-[^/]+\.js$/, () => undefined);
    await page.goto('/news', { waitUntil: 'commit' });
    // The site renders once the page's code is there: until then index.html's own spinner shows.
    const spinner = page.locator('#root > .loading-screen .spinner');
    await expect(spinner).toBeVisible();
    await expect.poll(() => spinner.evaluate((element) => getComputedStyle(element).animationDuration)).toBe('3s');
  });
});
