import { defineConfig } from '@playwright/test';
import { playwrightLocalChainSetup } from '@site/testing/playwright';
import { chromiumArgs, chromiumPath } from '../../tooling/testing/chromium.ts';
import { sitePort } from './e2e/support/ports.mjs';

// End-to-end tests against the production builds made by e2e/scripts/build-e2e.mjs, served on
// 127.0.0.1 by e2e/support/static-server.ts, in Debian's Chromium (never a downloaded browser).
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/playwright-output',
  fullyParallel: true,
  workers: 2,
  // The suite must pass as it is on a loaded machine: a flaky test is a bug to fix, not to retry.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // A local Core chain (anvil, id 1116) first, then the servers that use it: the game server
  // (apps/api) behind the site's /api, the local SMTP and OpenID providers, the site, analytics.
  globalSetup: [playwrightLocalChainSetup, './e2e/support/global-setup.ts'],
  use: {
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${sitePort}`,
    // Tests that need the service worker turn it on; everywhere else it would keep serving
    // cached files and bypass request routing.
    serviceWorkers: 'block',
    // games.invalid reaches the local site too: a hostname outside the allowed list (telegram.spec.ts).
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--host-resolver-rules=MAP games.invalid 127.0.0.1'] },
  },
});
