import { defineConfig } from 'vitest/config';
import { browserProject, localChainGlobalSetup } from '../../tooling/testing/vitest-projects.ts';

// `pnpm bench`: the engine's timings in headless Chromium against the local chain. Console
// output only — no JSON report, so the numbers never count as tests.
const browser = browserProject({ globalSetup: [localChainGlobalSetup] });

export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [{ ...browser, test: { ...browser.test, name: 'bench', include: ['bench/**/*.browser.bench.ts'] } }],
  },
});
