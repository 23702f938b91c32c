import { type Browser, type Page } from '@playwright/test';
import { expect, pageClock, test } from './support/test.ts';
import { sitePort } from './support/ports.mjs';
import { startStaticServer } from './support/static-server.ts';
import { testNow } from './support/test-clock.ts';
import { text } from './support/translations.ts';

// Which language the site picks (docs/web/behaviour.md#translations: query lng, cookie, localStorage, sessionStorage,
// browser language, <html lang>), and what happens when a translation file never loads.
// i18n-options.test.ts checks the same options without a browser, including the 10 parallel
// reads, which the site itself never reaches (it reads one file per language).

interface Sources {
  query?: string;
  cookie?: string;
  localStorage?: string;
  sessionStorage?: string;
  /** The browser's language (navigator.languages). */
  navigator: string;
  /** The lang attribute of the served index.html (the build has `en`). */
  htmlLang?: string;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const eitherHeading = new RegExp(`^(?:${escape(text('home.heading'))}|${escape(text('home.heading', 'es'))})$`);

/** Opens the home page in a fresh browser context where each source says what `sources` says. */
async function languageShown(browser: Browser, sources: Sources): Promise<{ heading: string | null; lang: string | null }> {
  const context = await browser.newContext({ locale: sources.navigator, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const origin = `http://127.0.0.1:${sitePort}`;
    if (sources.cookie) await context.addCookies([{ name: 'i18next', value: sources.cookie, url: origin }]);
    await page.addInitScript(({ local, session }) => {
      if (local) localStorage.setItem('i18nextLng', local);
      if (session) sessionStorage.setItem('i18nextLng', session);
    }, { local: sources.localStorage, session: sources.sessionStorage });
    const { htmlLang } = sources;
    if (htmlLang) {
      await page.route(
        (url) => url.pathname === '/',
        async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace('<html lang="en"', `<html lang="${htmlLang}"`);
          await route.fulfill({ response, body });
        },
      );
    }
    await page.goto(`${origin}/${sources.query ? `?lng=${sources.query}` : ''}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(eitherHeading);
    return { heading: await heading.textContent(), lang: await page.locator('html').getAttribute('lang') };
  } finally {
    await context.close();
  }
}

const english = { heading: text('home.heading'), lang: 'en' };
const spanish = { heading: text('home.heading', 'es'), lang: 'es' };

test.describe('language detection order', () => {
  test('the lng query parameter beats every other source', async ({ browser }) => {
    expect(await languageShown(browser, { query: 'es', cookie: 'en', localStorage: 'en', sessionStorage: 'en', navigator: 'en-US', htmlLang: 'en' })).toEqual(spanish);
    expect(await languageShown(browser, { query: 'en', cookie: 'es', localStorage: 'es', sessionStorage: 'es', navigator: 'es-ES', htmlLang: 'es' })).toEqual(english);
  });

  test('then the cookie, over local storage, session storage, the browser and <html lang>', async ({ browser }) => {
    expect(await languageShown(browser, { cookie: 'es', localStorage: 'en', sessionStorage: 'en', navigator: 'en-US', htmlLang: 'en' })).toEqual(spanish);
    expect(await languageShown(browser, { cookie: 'en', localStorage: 'es', sessionStorage: 'es', navigator: 'es-ES', htmlLang: 'es' })).toEqual(english);
  });

  test('then local storage, over session storage, the browser and <html lang>', async ({ browser }) => {
    expect(await languageShown(browser, { localStorage: 'es', sessionStorage: 'en', navigator: 'en-US', htmlLang: 'en' })).toEqual(spanish);
    expect(await languageShown(browser, { localStorage: 'en', sessionStorage: 'es', navigator: 'es-ES', htmlLang: 'es' })).toEqual(english);
  });

  test('then session storage, over the browser and <html lang>', async ({ browser }) => {
    expect(await languageShown(browser, { sessionStorage: 'es', navigator: 'en-US', htmlLang: 'en' })).toEqual(spanish);
    expect(await languageShown(browser, { sessionStorage: 'en', navigator: 'es-ES', htmlLang: 'es' })).toEqual(english);
  });

  test('then the browser language (regional variants included), over <html lang>', async ({ browser }) => {
    expect(await languageShown(browser, { navigator: 'es-MX', htmlLang: 'en' })).toEqual(spanish);
    expect(await languageShown(browser, { navigator: 'en-GB', htmlLang: 'es' })).toEqual(english);
  });

  test('then <html lang>; with nothing supported anywhere, English', async ({ browser }) => {
    expect(await languageShown(browser, { navigator: 'fr-FR', htmlLang: 'es' })).toEqual(spanish);
    expect(await languageShown(browser, { navigator: 'fr-FR', htmlLang: 'fr' })).toEqual(english);
  });

  test('a language the site does not have is skipped for the next source', async ({ browser }) => {
    expect(await languageShown(browser, { query: 'de', cookie: 'fr', localStorage: 'es', navigator: 'en-US' })).toEqual(spanish);
  });
});

/**
 * The page's time is Playwright's clock (started at the run's instant; it runs on by itself), and
 * each read of a translation file the page sends is noted with the instant on that clock: the
 * retries' waits (350 ms doubling, 10.85 s in all) are passed by moving the clock on, not waited
 * out, and measured on the page's own clock.
 */
async function onPageClockNotingReads(page: Page): Promise<void> {
  await page.clock.install({ time: testNow() });
  await page.addInitScript(() => {
    const reads: { url: string; at: number }[] = [];
    Object.defineProperty(window, '__translationReads', { value: reads });
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/locales/')) reads.push({ url: new URL(url, window.location.href).pathname, at: Date.now() });
      return send(input, init);
    };
  });
}

/** The instants (on the page's clock) of the page's reads of `path`. */
const readsOf = (page: Page, path: string): Promise<number[]> =>
  page.evaluate((wanted) => (window as unknown as { __translationReads: { url: string; at: number }[] }).__translationReads.filter((read) => read.url === wanted).map((read) => read.at), path);

/** Moves the page's clock on by `step` until the page has read `path` `count` times (a retry's wait is passed, whenever it was planned). */
async function moveOnUntilRead(page: Page, path: string, count: number, step: number): Promise<void> {
  await expect
    .poll(async () => {
      const reads = await readsOf(page, path);
      if (reads.length < count) await page.clock.runFor(step);
      return reads.length;
    }, { message: `${path} read ${String(count)} times`, intervals: [50] })
    .toBeGreaterThanOrEqual(count);
}

test.describe('a translation file that never loads', () => {
  test('is tried 6 times (5 retries, 350 ms doubling), then the page renders in English', { annotation: pageClock }, async ({ page }) => {
    const server = await startStaticServer({ root: 'dist-e2e' });
    try {
      server.failNext('/locales/es/ui.json', 1000, 503);
      await onPageClockNotingReads(page);
      await page.goto(`${server.url}/?lng=es`);
      // 350 + 700 + 1400 + 2800 + 5600 ms of waiting before the last attempt, on the page's clock.
      const waits = [350, 700, 1400, 2800, 5600];
      for (const [index, wait] of waits.entries()) await moveOnUntilRead(page, '/locales/es/ui.json', index + 2, wait);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading'));
      await expect(page.getByRole('button', { name: text('connect.button') }).first()).toBeVisible();
      await expect(page.getByRole('tab', { name: text('home.tabs.levels.label') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      const attempts = () => server.requests().filter((request) => request.path === '/locales/es/ui.json');
      expect(attempts().map((attempt) => attempt.status)).toEqual([503, 503, 503, 503, 503, 503]);
      const times = await readsOf(page, '/locales/es/ui.json');
      const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0));
      waits.forEach((wait, index) => {
        expect(gaps[index]).toBeGreaterThanOrEqual(wait);
      });
      // The page renders in English only once the loader has given up: there is no seventh
      // attempt, however far its clock moves on.
      await page.clock.runFor(2 * 5600);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading'));
      expect(await readsOf(page, '/locales/es/ui.json')).toHaveLength(6);
      expect(attempts()).toHaveLength(6);
    } finally {
      await server.close();
    }
  });

  test('when no translation file can be read at all, the English texts built into the site are shown', { annotation: pageClock }, async ({ page }) => {
    const server = await startStaticServer({ root: 'dist-e2e' });
    try {
      server.failNext('/locales/es/ui.json', 1000, 503);
      server.failNext('/locales/en/ui.json', 1000, 503);
      await onPageClockNotingReads(page);
      await page.goto(`${server.url}/?lng=es`);
      await moveOnUntilRead(page, '/locales/en/ui.json', 6, 6_000);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heading'));
      expect(server.requests().filter((request) => request.path === '/locales/en/ui.json')).toHaveLength(6);
      await expect(page.getByRole('navigation', { name: text('nav.main') })).toContainText(text('nav.news'));
      await expect(page.getByRole('tab', { name: text('home.tabs.community.label') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // No translation key is ever shown in place of a text.
      expect(await page.locator('body').innerText()).not.toMatch(/\b(?:home|nav|site|titles|features|connect)\.[a-zA-Z]/);
    } finally {
      await server.close();
    }
  });
});
