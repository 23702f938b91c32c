import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { checkAndShootBothSchemes } from './support/screenshots.ts';
import { text } from './support/translations.ts';

// "Automatic" outside Telegram follows the system's colour scheme, live. Dark only when the
// system says nothing (the default; docs/web/behaviour.md#telegram) is a unit test (src/appearance/resolve-appearance.test.ts):
// Chromium answers "light" to a page when the system states no preference.

const scheme = (page: Page) => page.locator('html');

for (const [system, other] of [
  ['light', 'dark'],
  ['dark', 'light'],
] as const) {
  test.describe(`a system that asks for ${system}`, () => {
    test.use({ colorScheme: system });

    test(`"Automatic" shows ${system}, and follows the system to ${other} without a reload`, async ({ page }) => {
      await page.goto('/setting');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(scheme(page)).toHaveAttribute('data-appearance', system);
      const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

      await page.emulateMedia({ colorScheme: other });
      await expect(scheme(page)).toHaveAttribute('data-appearance', other);
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).not.toBe(background);
      await checkAndShootBothSchemes(page, `appearance-automatic-${system}`);
    });

    test(`an explicit choice wins over the system's ${system}`, async ({ page }) => {
      await page.goto('/setting');
      await page.getByRole('radio', { name: text(`settings.appearanceChoices.${other}`) }).check();
      await expect(scheme(page)).toHaveAttribute('data-appearance', other);
      await page.emulateMedia({ colorScheme: system });
      await page.reload();
      await expect(scheme(page)).toHaveAttribute('data-appearance', other);
    });

    test(`before the site's code runs, the page already paints in ${system}, or in the visitor's choice`, async ({ page }) => {
      // Only index.html and its inline scripts: the site's modules never arrive.
      await page.route(/\.(?:js|tsx?)(?:\?.*)?$/, async (route) => {
        await route.abort();
      });
      await page.goto('/');
      await expect(page.getByText('Loading...').or(page.locator('.home-preview')).first()).toBeAttached();
      await expect(scheme(page)).toHaveAttribute('data-appearance', system);
      const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

      await page.evaluate((choice) => {
        localStorage.setItem('site.appearance', choice);
      }, other);
      await page.reload();
      await expect(scheme(page)).toHaveAttribute('data-appearance', other);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).not.toBe(background);
    });
  });
}
