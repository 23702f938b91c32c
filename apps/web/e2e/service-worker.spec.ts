import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
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

/**
 * The page's service worker registration once it has settled: no worker installing, the active
 * one activated. From then on nothing can take control of the page or reload it by itself.
 */
async function settledWorkers(page: Page): Promise<{ controlled: boolean; waiting: boolean }> {
  const read = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const settled = registration !== undefined && registration.installing === null && registration.active?.state === 'activated';
      return { settled, controlled: navigator.serviceWorker.controller !== null, waiting: registration?.waiting != null };
    });
  // Installing precaches the whole build: on a loaded machine that alone took over 7 s (expect's default).
  await expect.poll(async () => (await read()).settled, { timeout: 60_000 }).toBe(true);
  const { controlled, waiting } = await read();
  return { controlled, waiting };
}

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

test("the worker registers only after the page's start: the page loaded and the live page in place of index.html's", async ({ page }) => {
  // What the page looked like when it asked for its worker (docs/web/behaviour.md#service-worker).
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args: Parameters<typeof register>) => {
      (window as { registeredWhen?: unknown }).registeredWhen = { loaded: document.readyState === 'complete', preview: document.querySelector('.home-preview') !== null };
      return register(...args);
    };
  });
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading'));
  await expect.poll(() => page.evaluate(() => (window as { registeredWhen?: unknown }).registeredWhen ?? null), { timeout: 30_000 }).toEqual({ loaded: true, preview: false });
});

test('the first install shows no update prompt and does not reload', async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? '0') + 1));
  });
  await page.goto(`${server.url}/`);
  // The first worker does not claim the page it was installed from, so it never takes control.
  expect(await settledWorkers(page)).toEqual({ controlled: false, waiting: false });
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
  // v2 controls the page and nothing else is waiting: no second reload can come.
  expect(await settledWorkers(page)).toEqual({ controlled: true, waiting: false });
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
  // v2 stays installed and waiting for the next visit; v1 keeps the page.
  expect(await settledWorkers(page)).toEqual({ controlled: true, waiting: true });
  await expect(page.locator('[data-version]')).toHaveAttribute('data-version', 'e2e-1');
});
