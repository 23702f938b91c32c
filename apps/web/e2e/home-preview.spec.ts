import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { text } from './support/translations.ts';
import { saveArtifact } from './support/artifacts.ts';

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

test("the renderer's and the home page's code are asked for once the painted home page's first contentful paint is on the screen, none of it before", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading'));
  const { firstContentfulPaint, code } = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    code: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(render-app|pages-core|home-page|home-shared)-.+\.js$/.test(entry.name))
      .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));
  expect(firstContentfulPaint).not.toBeNull();
  expect(code.map((entry) => entry.name)).toEqual(expect.arrayContaining([expect.stringMatching(/\/render-app-/), expect.stringMatching(/\/pages-core-/), expect.stringMatching(/\/home-page-/)]));
  for (const entry of code) expect(entry.startTime, entry.name).toBeGreaterThan(firstContentfulPaint ?? Infinity);
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

test.describe('a tap on the preview before the code has loaded, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** Holds the site's entry script until `release()`: the slowest phone, in a test's hands. */
  async function holdTheSiteCode(page: Page): Promise<() => void> {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(siteEntry, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  /** Taps the middle of `selector` in the preview (inert, so by its place on the screen, as a finger does). */
  async function tapInPreview(page: Page, selector: string): Promise<void> {
    const box = await page.locator(`.home-preview ${selector}`).first().boundingBox();
    if (!box) throw new Error(`${selector} is not drawn in the preview`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  }

  test('Play level 1: it shows it is getting ready, then the game opens once the code is there', async ({ page }) => {
    const release = await holdTheSiteCode(page);
    // Not until `load`, nor DOMContentLoaded: both wait for the held module script.
    await page.goto('/', { waitUntil: 'commit' });
    const play = page.locator('.home-preview [data-testid="home-play"]');
    await expect(play).toBeVisible();
    await tapInPreview(page, '[data-testid="home-play"]');
    await expect(play).toHaveAttribute('data-preview-pending', '');
    await saveArtifact(page, 'home-preview-tap-pending-mobile');
    expect(new URL(page.url()).pathname).toBe('/');
    release();
    await expect(page).toHaveURL(/\/games\/levels\?level=1$/);
  });

  test('Connect wallet: the modal opens once the code is there', async ({ page }) => {
    const release = await holdTheSiteCode(page);
    // Not until `load`, nor DOMContentLoaded: both wait for the held module script.
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('.home-preview .site-header button')).toBeVisible();
    await tapInPreview(page, '.site-header button');
    await expect(page.locator('.home-preview .site-header button')).toHaveAttribute('data-preview-pending', '');
    release();
    await expect(page.getByRole('dialog', { name: text('wallet.selectTitle') })).toBeVisible();
  });
});
