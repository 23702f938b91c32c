import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './chromium.ts';

/**
 * CI runs on two cores with a real Chromium and a local chain beside the tests: waiting is not
 * failing. No test here measures time, so a generous limit only turns hangs into failures.
 */
const generousTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

/**
 * Plain Node tests: `*.test.ts` beside the code. No test leaves module state behind, so a worker
 * keeps its imported modules from file to file instead of importing everything again for each
 * (the site's 55 files: 78 s with isolation, 8 s without).
 */
export function unitProject(): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name: 'unit',
      ...generousTimeouts,
      environment: 'node',
      isolate: false,
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
    },
  };
}

/** Real-browser tests: `*.browser.test.ts(x)`, run in Debian's Chromium through Playwright. */
export function browserProject(overrides: { globalSetup?: string[] } = {}): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name: 'browser',
      ...generousTimeouts,
      include: ['src/**/*.browser.test.{ts,tsx}', 'test/**/*.browser.test.{ts,tsx}'],
      globalSetup: overrides.globalSetup ?? [],
      browser: {
        enabled: true,
        headless: true,
        screenshotFailures: false,
        provider: playwright({
          launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

/** TypeScript 7's `tsc`, the checker of the type tests as of every `typecheck` script (tooling/typecheck/README.md). */
const typeChecker = fileURLToPath(import.meta.resolve('@site/typecheck/site-typecheck.mjs'));

/**
 * Type tests: `*.test-d.ts` beside the code, checked by `tsc` (Vitest's typecheck) and never run.
 * A test that only proves something about types belongs here, with `expectTypeOf`/`assertType`.
 */
export function typeProject(): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name: 'types',
      include: [],
      typecheck: {
        enabled: true,
        only: true,
        checker: typeChecker,
        include: ['src/**/*.test-d.{ts,tsx}', 'test/**/*.test-d.{ts,tsx}'],
        tsconfig: './tsconfig.json',
      },
    },
  };
}

/** Console output plus a JSON report that `tooling/scripts/test-totals.mjs` adds up. */
export const reporters: ['default', ['json', { outputFile: string }]] = [
  'default',
  ['json', { outputFile: 'test-results/vitest.json' }],
];

/**
 * Absolute path of the `globalSetup` module that starts one local anvil node (chain id 1116) for
 * the whole run and provides it to tests as `inject('localChain')`; see `@site/testing/vitest`.
 */
export const localChainGlobalSetup: string = fileURLToPath(new URL('./src/vitest/local-chain-global-setup.ts', import.meta.url));
