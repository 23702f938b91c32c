import { expect, test, type Page } from '@playwright/test';
import { startStaticServer, type StaticServer } from './support/static-server.ts';
import { text } from './support/translations.ts';

// Each test serves the build on its own port, i.e. its own origin, so service workers of
// different tests never meet.
test.use({ serviceWorkers: 'allow' });

let server: StaticServer;

test.beforeEach(async () => {
  server = await startStaticServer({ root: 'dist-e2e' });
});

test.afterEach(async () => {
  await server.close();
});

/** Loads the site and reloads once the worker is active, so that it controls the page. */
async function openControlledPage(page: Page): Promise<void> {
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading'));
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading'));
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the app shell is precached, so a reload works offline', async ({ page, context }) => {
  await openControlledPage(page);
  await server.close();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading'));
  // News comes from the game server; e2e/news.spec.ts checks it stays readable offline.
  await context.setOffline(false);
  server = await startStaticServer({ root: 'dist-e2e' });
});

test('the first install shows no update prompt and does not reload', async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? '0') + 1));
  });
  await page.goto(`${server.url}/`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForTimeout(500);
  await expect(page.getByText(text('update.title'))).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('loads'))).toBe('1');
});

test('an update from v1 to v2 prompts, shows the overlay and reloads exactly once', async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? '0') + 1));
    new MutationObserver(() => {
      if (document.querySelector('.updating-overlay')) sessionStorage.setItem('sawUpdatingOverlay', 'yes');
    }).observe(document, { childList: true, subtree: true });
  });
  await openControlledPage(page);
  await expect(page.locator('[data-version]')).toHaveAttribute('data-version', 'e2e-1');
  const loadsBefore = Number(await page.evaluate(() => sessionStorage.getItem('loads')));

  // The server now serves v2, including its new sw.js; the browser finds it on an update check.
  server.setRoot('dist-e2e-v2');
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });

  const prompt = page.getByRole('region', { name: text('update.title') });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await prompt.getByRole('button', { name: text('update.accept') }).click();

  await expect(page.locator('[data-version]')).toHaveAttribute('data-version', 'e2e-2', { timeout: 15_000 });
  await page.waitForTimeout(1500);
  expect(Number(await page.evaluate(() => sessionStorage.getItem('loads')))).toBe(loadsBefore + 1);
  expect(await page.evaluate(() => sessionStorage.getItem('sawUpdatingOverlay'))).toBe('yes');
  await expect(prompt).toHaveCount(0);
});

test('"Later" keeps the current version without reloading', async ({ page }) => {
  await openControlledPage(page);
  server.setRoot('dist-e2e-v2');
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  const prompt = page.getByRole('region', { name: text('update.title') });
  await prompt.getByRole('button', { name: text('update.later') }).click();
  await expect(prompt).toHaveCount(0);
  await page.waitForTimeout(500);
  await expect(page.locator('[data-version]')).toHaveAttribute('data-version', 'e2e-1');
});
