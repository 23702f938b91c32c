import { expect, test, type Page } from '@playwright/test';
import { text } from './support/translations.ts';

// index.html paints the home page itself before any of the site's code runs (src/prerender/):
// on `/` for an English visitor, inert and hidden from assistive technology, and replaced by the
// live page on the site's first render, with no `Loading...` in between.

const siteEntry = /\/assets\/index-[^/]+\.js$/;

/** Keeps the site's code from running, to see what index.html shows on its own. */
async function withoutTheSiteCode(page: Page): Promise<void> {
  await page.route(siteEntry, (route) => route.abort());
}

test('before the code runs, / shows the home page, inert, while assistive technology hears Loading...', async ({ page }) => {
  await withoutTheSiteCode(page);
  await page.goto('/');
  const preview = page.locator('.home-preview');
  await expect(preview.locator('h1')).toHaveText(text('home.heading'));
  await expect(preview.locator('.hero__intro')).toBeVisible();
  await expect(preview).toHaveAttribute('inert', '');
  await expect(preview).toHaveAttribute('aria-hidden', 'true');
  // Nothing in it can be reached by keyboard or found by role.
  await expect(page.getByRole('heading')).toHaveCount(0);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await expect(page.getByRole('status')).toHaveText(text('common.loading'));
});

test('before the code runs, other pages and other languages show the loading screen', async ({ page }) => {
  await withoutTheSiteCode(page);
  for (const path of ['/news', '/?lng=es', '/?id=levels']) {
    await page.goto(path);
    await expect(page.locator('.home-preview')).toBeHidden();
    await expect(page.locator('#root > .loading-screen')).toBeVisible();
  }
});

test('the live page replaces the preview without a Loading... in between', async ({ page }) => {
  // Records every `Loading...` put on the page after the HTML was parsed, i.e. by the site.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { loadingSeen: seen });
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node.textContent?.includes('Loading...')) seen.push(node.textContent.slice(0, 120));
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading'));
  await expect(page.locator('.home-preview')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: text('connect.button') })).toBeEnabled();
  expect(await page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen)).toEqual([]);
});
