import { test as base, type BrowserContext } from '@playwright/test';
import { moveWallClock, testClockOffsetMs } from './test-clock.ts';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` for every spec here: each browser context, the test's own and those a test
 * opens itself (browser.newContext, browser.newPage), reads the run's clock (support/test-clock.ts);
 * its time zone is the config's `timezoneId`.
 */
export const test = base.extend({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await onTestClock(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});

/** Puts a context made outside Playwright's fixtures (a persistent one, say) on the run's clock; give it `timezoneId: testTimezone` too. */
export async function onTestClock(context: BrowserContext): Promise<void> {
  await context.addInitScript(moveWallClock, testClockOffsetMs());
}
