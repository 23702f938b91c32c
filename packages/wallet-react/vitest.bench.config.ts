import { defineConfig } from 'vitest/config';
import { browserProject, localChainGlobalSetup } from '../../tooling/testing/vitest-projects.ts';

// `pnpm bench`: the connect modal's opening time in headless Chromium with the real engine and the
// test wallet. Console output only — no JSON report, so the numbers never count as tests.
const browser = browserProject({ globalSetup: [localChainGlobalSetup] });

export default defineConfig({
  // Like the tests: @site/wallet-core's sources (its `source` export condition), not a build.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    reporters: ['default'],
    projects: [{ ...browser, test: { ...browser.test, name: 'bench', include: ['bench/**/*.browser.bench.ts'] } }],
  },
});
