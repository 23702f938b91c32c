import { defineConfig } from '@playwright/test';
import { playwrightLocalChainSetup } from '@site/testing/playwright';
import { chromiumArgs, chromiumPath } from '../../tooling/testing/chromium.ts';
import { sitePort } from './e2e/support/ports.mjs';
import { testClockOffsetMs, testTimezone } from './e2e/support/test-clock.ts';

// The run's clock is fixed here, in the runner, before the servers start and the workers inherit it.
testClockOffsetMs();

// End-to-end tests against the production builds made by e2e/scripts/build-e2e.mjs, served on
// 127.0.0.1 by e2e/support/static-server.ts, in Debian's Chromium (never a downloaded browser).
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/playwright-output',
  fullyParallel: true,
  // Three on two cores. With the full browser two filled both cores (three took longer: 13.0 min
  // against 10.7, 2026-11-26); the headless shell (tooling/testing/chromium.ts) left a quarter of
  // them idle with two (791 s of CPU in 547 s, 2026-11-27): tests wait on the server and on polls.
  workers: 3,
  // The suite must pass as it is on a loaded machine: a flaky test is a bug to fix, not to retry.
  retries: 0,
  // A hang guard, not a measure: no test here times anything. Journeys that check four states in
  // both schemes took 31 s under a load of 16 (other work sharing the two cores), so 60 s.
  timeout: 60_000,
  expect: {
    timeout: 7_000,
    // Screenshot comparisons (e2e/pictures-*.spec.ts): in the same Debian Chromium with the same
    // fonts a picture repeats bit for bit (measured: threshold 0 passes run after run). The
    // tolerance absorbs anti-aliasing noise only: `threshold` 0.2 (YIQ colour distance 0-1,
    // Playwright's default) lets a pixel's shade move a few levels (Skia's CPU-specific code on
    // another machine shades glyph edges slightly differently), and no pixel may move more
    // (`maxDiffPixels: 0`): one character changed from D to O in 14 px text moves only 11.
    // `stylePath`: what the browser draws of its own and changes between Debian's updates (a
    // textarea's resize grip) is left out of every picture (e2e/support/pictures.css).
    toHaveScreenshot: { threshold: 0.2, maxDiffPixels: 0, animations: 'disabled', caret: 'hide', scale: 'css', stylePath: './e2e/support/pictures.css' },
  },
  // Baselines are committed: e2e/pictures/<page>/<device>-<scheme>.png. Never written by a
  // normal run (CI or not): a missing or different picture fails the test; only an explicit
  // `--update-snapshots` on the command line writes them.
  snapshotPathTemplate: '{testDir}/pictures/{arg}{ext}',
  updateSnapshots: 'none',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // A local Core chain (anvil, id 1116) first, then the servers that use it: the game server
  // (apps/api) behind the site's /api, the local SMTP and OpenID providers, the site, analytics.
  globalSetup: [playwrightLocalChainSetup, './e2e/support/global-setup.ts'],
  use: {
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${sitePort}`,
    // The run's time zone (E2E_TIMEZONE), never the machine's: e2e/support/test-clock.ts.
    timezoneId: testTimezone,
    // Tests that need the service worker turn it on; everywhere else it would keep serving
    // cached files and bypass request routing.
    serviceWorkers: 'block',
    // games.invalid reaches the local site too: a hostname outside the allowed list (telegram.spec.ts).
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--host-resolver-rules=MAP games.invalid 127.0.0.1'] },
  },
});
