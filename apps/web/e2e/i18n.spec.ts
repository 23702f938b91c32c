import { expect, test } from './support/test.ts';
import { startStaticServer } from './support/static-server.ts';
import { text } from './support/translations.ts';

test.describe('translations', () => {
  test('English by default, read from ./locales/en/ui.json', async ({ page }) => {
    const requested = page.waitForRequest((request) => request.url().endsWith('/locales/en/ui.json'));
    await page.goto('/');
    await requested;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the lng query parameter comes first', async ({ page }) => {
    await page.goto('/?lng=es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading', 'es'));
    await expect(page).toHaveTitle(`${text('titles.home', 'es')} · ${text('site.name', 'es')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('the browser language is detected', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-MX', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading', 'es'));
    await context.close();
  });

  test('switching the language in /setting works end to end and is remembered', async ({ page }) => {
    await page.goto('/setting');
    await page.getByLabel(text('settings.languageLabel')).selectOption('es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.setting', 'es'));
    await expect(page.getByRole('navigation', { name: text('nav.main', 'es') })).toContainText(text('nav.news', 'es'));
    await expect(page).toHaveTitle(`${text('titles.setting', 'es')} · ${text('site.name', 'es')}`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.setting', 'es'));
    await page.getByLabel(text('settings.languageLabel', 'es')).selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('titles.setting'));
  });

  test('a translation file that fails three times is retried with growing delays, then used', async ({ page }) => {
    const server = await startStaticServer({ root: 'dist-e2e' });
    try {
      server.failNext('/locales/es/ui.json', 3, 503);
      await page.goto(`${server.url}/?lng=es`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading', 'es'), { timeout: 15_000 });
      const attempts = server.requests().filter((request) => request.path === '/locales/es/ui.json');
      expect(attempts.map((attempt) => attempt.status)).toEqual([503, 503, 503, 200]);
      const gaps = attempts.slice(1).map((attempt, index) => attempt.time - (attempts[index]?.time ?? 0));
      // Retries wait 350 ms, then 700 ms, then 1400 ms.
      expect(gaps[0]).toBeGreaterThanOrEqual(300);
      expect(gaps[1]).toBeGreaterThanOrEqual(600);
      expect(gaps[2]).toBeGreaterThanOrEqual(1200);
    } finally {
      await server.close();
    }
  });

  test('a broken translation file does not blank the page: English is used', async ({ page }) => {
    await page.route('**/locales/es/ui.json', (route) => route.fulfill({ contentType: 'application/json', body: '{"home": {"heading": "broken' }));
    await page.goto('/?lng=es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading'));
    await expect(page.getByRole('button', { name: text('connect.button') }).first()).toBeVisible();
  });

  test('translation files cannot inject markup', async ({ page }) => {
    await page.route('**/locales/en/ui.json', async (route) => {
      const response = await route.fetch();
      const file = (await response.json()) as { home: { heading: string } };
      file.home.heading = '<img src=x onerror="window.injected=1">Hello';
      await route.fulfill({ response, json: file });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('<img src=x onerror="window.injected=1">Hello');
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });
});
