import { type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { expect, freshTab, test } from './support/test.ts';

// What `/` and a game's page run on a slow phone before they are interactive (issue 37): the long
// tasks' total over 50 ms each (Total Blocking Time's measure, as the page's Long Tasks API sees
// it) until the live page answers a tap, with the CPU slowed 4× as the benchmarks do
// (scripts/lighthouse.mjs, scripts/game-page-timing.mjs), on a first visit (a fresh context).
//
// A shared CI machine runs everything slower at times, so the total is not held in milliseconds
// but in units of the machine's speed at the moment: the time the same slowed page takes for a
// fixed piece of work (`referenceWork`), measured just before. The other test worker can still
// take a core in the seconds the page starts and not in the reference's (CI's run on 6 December:
// 1,755 ms against a reference of 438, 4.01 units), so a page is held by the lower of two first
// visits: a start-up that blocks longer blocks longer on both. The figures the budgets were set
// from, and what they can and cannot catch, are in docs/web/benchmarks.md#start-up-blocking-budget.

const cpuSlowdown = 4;

/**
 * The blocking time allowed before each page is interactive, in reference units (one unit is the
 * reference work's time in the slowed page: about 0.9-1.3 s on the 2-core machine the figures were
 * taken on, 3 s when it was at its busiest).
 * - `/`: its HTML paints the home page by itself and the live page replaces it; measured 0.6-2.4
 *   units (first visits, load 25-27 on 2 cores).
 * - a game's page: its code is fetched with the HTML and React's first render of the page is its
 *   one long task; measured 0.5-1.4 units on the same machine.
 * 4 units leaves a busy machine room (its worst run measured 2.4) and fails a start-up that
 * blocks for several seconds of slowed time more than today's: a page that evaluates and renders
 * code it does not show (another page's chunks, the wallet stack) before it is interactive.
 */
const budgetUnits = { home: 4, gamePage: 4 };

/** What the page's start-up did. */
interface StartupState {
  /** The long tasks' blocking time until `interactiveAt`. */
  blocking: number;
  interactiveAt: number | null;
  /** The Intl formatters made, by kind: a page's first loads ICU's data, 25-40 ms unslowed. */
  formatters: string[];
}

/**
 * Runs in the page before its own scripts: the long tasks' blocking time until
 * `window.__startupBlocking.interactiveAt` is set, and every Intl formatter made.
 */
function countBlocking(): void {
  const state: StartupState = { blocking: 0, interactiveAt: null, formatters: [] };
  (window as unknown as { __startupBlocking: StartupState }).__startupBlocking = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (state.interactiveAt === null || entry.startTime < state.interactiveAt) state.blocking += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
  const record = (kind: string): void => {
    state.formatters.push(kind);
  };
  type Formatter = (new (...args: unknown[]) => object) & ((...args: unknown[]) => object);
  const intl = Intl as unknown as Record<string, Formatter | undefined>;
  for (const kind of ['ListFormat', 'NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'DisplayNames', 'Collator', 'Segmenter']) {
    const original = intl[kind];
    if (original === undefined) continue;
    intl[kind] = new Proxy(original, {
      construct(target, args: unknown[], newTarget: Formatter): object {
        record(kind);
        return Reflect.construct<unknown[], object>(target, args, newTarget);
      },
      apply(target, self: unknown, args: unknown[]): object {
        record(kind);
        return Reflect.apply<unknown, unknown[], object>(target, self, args);
      },
    });
  }
}

/**
 * A fixed piece of work (sorting and serialising the same pseudo-random numbers), timed in the
 * slowed page: the fastest of three, the machine's speed when least disturbed.
 */
async function referenceWork(page: Page): Promise<number> {
  return page.evaluate(() => {
    const once = (): number => {
      const started = performance.now();
      let seed = 1;
      const numbers = Array.from({ length: 60_000 }, () => (seed = (seed * 48_271) % 2_147_483_647));
      numbers.sort((a, b) => a - b);
      JSON.parse(JSON.stringify(numbers.map((value) => ({ value, text: value.toString(36) }))));
      return performance.now() - started;
    };
    return Math.min(once(), once(), once());
  });
}

/**
 * Opens `path` in a fresh, slowed page and returns the blocking time until `interactive` (run in
 * the page on every frame) holds, with the reference work's time.
 */
async function blockingBefore(page: Page, path: string, interactive: string): Promise<{ blocking: number; reference: number }> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const reference = await referenceWork(page);
  await page.addInitScript(countBlocking);
  await page.goto(path, { waitUntil: 'commit' });
  const { result, exceptionDetails } = await devtools.send('Runtime.evaluate', {
    // Polled on the page's frames, in its own world: Playwright's waits would add their work to the page's.
    expression: `new Promise((resolve) => {
      const check = () => {
        if (!(${interactive})) return void requestAnimationFrame(check);
        window.__startupBlocking.interactiveAt = performance.now();
        resolve(window.__startupBlocking.interactiveAt);
      };
      check();
    })`,
    awaitPromise: true,
    returnByValue: true,
    timeout: 60_000,
  });
  if (exceptionDetails) throw new Error(`${path} never became interactive: ${exceptionDetails.text}`);
  expect(typeof result.value).toBe('number');
  // The long tasks under way when the page became interactive are reported once they end.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  const { blocking } = await page.evaluate(() => (window as unknown as { __startupBlocking: StartupState }).__startupBlocking);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { blocking, reference };
}

/** A page's blocking in reference units, and how it was measured. */
interface Units {
  units: number;
  measured: string;
}

/**
 * `path`'s blocking in reference units: the lower of two first visits (`page`'s, then a fresh
 * context's). The second is opened only when the first is over `budget`, the one case where it can
 * change the verdict.
 */
async function lowerOfTwoVisits(page: Page, browser: Browser, options: BrowserContextOptions, path: string, interactive: string, budget: number): Promise<Units> {
  const first = await blockingBefore(page, path, interactive);
  const visits = [first];
  if (first.blocking / first.reference > budget) {
    const context = await browser.newContext(options);
    try {
      visits.push(await blockingBefore(await context.newPage(), path, interactive));
    } finally {
      await context.close();
    }
  }
  const measured = visits.map(({ blocking, reference }) => `blocking ${Math.round(blocking)} ms, reference work ${Math.round(reference)} ms`).join('; then ');
  test.info().annotations.push({ type: 'blocking', description: measured });
  return { units: Math.min(...visits.map(({ blocking, reference }) => blocking / reference)), measured };
}

const homeInteractive = `document.querySelector('.home-preview') === null && document.querySelector('main h1') !== null && document.querySelector('header button:not([disabled])') !== null`;
// The live page's Play: the one index.html paints (painted-play.ts) works earlier, but the budget
// holds what the site's code runs before its own Play works.
const playInteractive = `(() => { const play = document.querySelector('.game-page__play'); return document.querySelector('.home-preview') === null && play !== null && !play.disabled; })()`;

test(`a first visit to / blocks its main thread at most ${budgetUnits.home} reference units before it is interactive, with the CPU slowed ${cpuSlowdown}×`, { annotation: freshTab }, async ({ page, browser, _combinedContextOptions: options }) => {
  const { units, measured } = await lowerOfTwoVisits(page, browser, options, '/', homeInteractive, budgetUnits.home);
  expect(units, measured).toBeLessThanOrEqual(budgetUnits.home);
  // Once its start-up's reads are answered and rendered, still no formatter: a visitor's `/` shows
  // no list, number or date that needs one, and the first would load ICU's data in a long task
  // (160 ms at 4× when the sign-in ways were named for nobody: docs/web/benchmarks.md, "The first
  // Intl formatter").
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  const { formatters } = await page.evaluate(() => (window as unknown as { __startupBlocking: StartupState }).__startupBlocking);
  expect(formatters, 'Intl formatters made by a visitor\'s / as it starts').toEqual([]);
});

test(`a first visit to a game's page blocks its main thread at most ${budgetUnits.gamePage} reference units before Play is interactive, with the CPU slowed ${cpuSlowdown}×`, { annotation: freshTab }, async ({ page, browser, _combinedContextOptions: options }) => {
  const { units, measured } = await lowerOfTwoVisits(page, browser, options, '/games/levels', playInteractive, budgetUnits.gamePage);
  expect(units, measured).toBeLessThanOrEqual(budgetUnits.gamePage);
});
