import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { sitePort } from './ports.mjs';
import { moveWallClock, testClockOffsetMs, testTimezone } from './test-clock.ts';

export { expect } from '@playwright/test';

/**
 * The annotation of a test that drives the page's time with Playwright's own clock (`page.clock`,
 * started at `testNow()`): its contexts are not moved as well, since Playwright's clock copies a
 * moved `Date`'s `now` and measures its own start by it (the page then never finished starting).
 */
export const pageClock = { type: 'page-clock', description: "the page's time is Playwright's clock, started at testNow()" };

/** Whether the test being set up keeps the run's moved wall clock (every test but those annotated `pageClock`). */
function movesWallClock(): boolean {
  try {
    return !base.info().annotations.some((annotation) => annotation.type === pageClock.type);
  } catch {
    return true; // outside a test (a worker's own context): the run's clock
  }
}

/**
 * Playwright's `test` for every spec here: each browser context, the test's own and those a test
 * opens itself (browser.newContext, browser.newPage), reads the run's clock (support/test-clock.ts);
 * its time zone is the config's `timezoneId`. The test's `page` waits out a painted game page.
 */
export const test = base.extend<{ visitorTab: Page }, { workerVisitorTab: Page }>({
  // A game's page is painted by index.html before its code runs (src/play/painted-play.ts): the
  // same heading and Play, replaced by the live page's. A locator resolved to a painted element
  // loses its box when that happens, so `page.goto` (but a `commit`, which tests of the painted
  // page use) returns once the live page has taken over.
  page: async ({ page }, provide) => {
    waitOutPaintedPages(page);
    await provide(page);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (movesWallClock()) await onTestClock(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  // A visitor's tab, one per worker, made only in a worker whose tests ask for it: a test about
  // what a visitor sees on a fresh load loads its page afresh in it (a new document, as a visitor
  // typing the address) instead of making a browser context of its own, which costs 0.6 CPU-s
  // (docs/web/tests.md, "What the run costs"). A fixture of the one `test`, so these tests share
  // the workers of every other spec: a `test.extend` of its own made Playwright start three more
  // workers for them.
  workerVisitorTab: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: `http://127.0.0.1:${String(sitePort)}`, timezoneId: testTimezone, serviceWorkers: 'block', viewport: visitorViewport });
      const tab = await context.newPage();
      waitOutPaintedPages(tab);
      await use(tab);
      await context.close();
    },
    { scope: 'worker' },
  ],
  // The worker's visitor tab for one test, left as a new tab after it (`forgetVisit`). Only for
  // tests that add no init script: one would stay for the tab's life.
  visitorTab: async ({ workerVisitorTab }, provide) => {
    await provide(workerVisitorTab);
    await forgetVisit(workerVisitorTab);
  },
});

/** The visitor tab's viewport (the config's default, a desktop's). */
const visitorViewport = { width: 1280, height: 800 } as const;

/**
 * Leaves the visitor's tab as a new one: no cookies, nothing stored, no route held, no listener
 * of the test's, the default viewport and media, on a blank page.
 */
async function forgetVisit(page: Page): Promise<void> {
  page.removeAllListeners('pageerror');
  page.removeAllListeners('console');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page
    .evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    })
    .catch(() => undefined);
  await page.context().clearCookies();
  await page.goto('about:blank');
  await page.setViewportSize(visitorViewport);
  await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null });
}

/** Makes `page.goto` return once a painted game page has been replaced by the live one (unless it waits only for the `commit`), as the test's own `page` does. */
export function waitOutPaintedPages(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await page.waitForFunction(() => !document.documentElement.hasAttribute('data-game-preview') || document.querySelector('.home-preview') === null);
    return response;
  };
}

/** Puts a context made outside Playwright's fixtures (a persistent one, say) on the run's clock; give it `timezoneId: testTimezone` too. */
export async function onTestClock(context: BrowserContext): Promise<void> {
  await context.addInitScript(moveWallClock, testClockOffsetMs());
}
