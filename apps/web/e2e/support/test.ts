import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { moveWallClock, testClockOffsetMs } from './test-clock.ts';

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
export const test = base.extend({
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
});

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
