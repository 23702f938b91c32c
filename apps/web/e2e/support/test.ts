import { test as base, type BrowserContext, type BrowserContextOptions, type Page, type TestInfo } from '@playwright/test';
import { freshTab, type Lease, TabPool } from './tab-pool.ts';
import { moveWallClock, testClockOffsetMs } from './test-clock.ts';

export { expect } from '@playwright/test';
export { freshTab } from './tab-pool.ts';

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

/** The pooled tab a test's context was leased with (support/tab-pool.ts), by that context. */
const leases = new WeakMap<BrowserContext, Lease>();

/** Whether the test being set up may have a pooled tab: not one on Playwright's clock, nor one asking for a first visit. */
function mayPool(testInfo: TestInfo, options: BrowserContextOptions): boolean {
  return TabPool.canPool(options) && !testInfo.annotations.some((annotation) => annotation.type === pageClock.type || annotation.type === freshTab.type);
}

/**
 * Playwright's `test` for every spec here: each browser context, the test's own and those a test
 * opens itself (browser.newContext, browser.newPage), reads the run's clock (support/test-clock.ts);
 * its time zone is the config's `timezoneId`. The test's `page` is a tab reused from test to test
 * and left as a new one after each (support/tab-pool.ts), unless the test is on Playwright's clock
 * (`pageClock`), asks for a first visit (`freshTab`), or its options could not be kept by a reset
 * (service workers, storage state, permissions); and it waits out a painted game page.
 */
export const test = base.extend<{ _combinedContextOptions: BrowserContextOptions }, { tabPool: TabPool }>({
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
  tabPool: [
    async ({ browser }, use) => {
      const pool = new TabPool((options) => browser.newContext(options), waitOutPaintedPages);
      await use(pool);
      await pool.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ browser, tabPool, _combinedContextOptions: options }, provide, testInfo) => {
    if (!mayPool(testInfo, options)) {
      const context = await browser.newContext(options);
      await provide(context);
      await context.close();
      return;
    }
    const lease = await tabPool.lease(options);
    leases.set(lease.context, lease);
    await provide(lease.context);
    leases.delete(lease.context);
    await tabPool.release(lease);
  },
  // A game's page is painted by index.html before its code runs (src/play/painted-play.ts): the
  // same heading and Play, replaced by the live page's. A locator resolved to a painted element
  // loses its box when that happens, so `page.goto` (but a `commit`, which tests of the painted
  // page use) returns once the live page has taken over.
  page: async ({ context }, provide) => {
    const lease = leases.get(context);
    if (lease) {
      await provide(await lease.page());
      return;
    }
    const page = await context.newPage();
    waitOutPaintedPages(page);
    await provide(page);
  },
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
