import { createConfig } from '@site/eslint-config';

export default [
  // The end-to-end builds (e2e/scripts/build-e2e.mjs) are generated like dist/; .dependency-cruiser.cjs
  // is dependency-cruiser's own CommonJS configuration, outside the TypeScript project.
  { ignores: ['dist-e2e/**', 'dist-e2e-v2/**', 'dist-plain/**', 'e2e/fixtures/**', '.dependency-cruiser.cjs'] },
  ...createConfig(import.meta.dirname),
  {
    // Every e2e test runs on the run's clock (e2e/support/test-clock.ts): its `test` sets it in each browser context.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import `test` from e2e/support/test.ts: its browser contexts read the run's clock (docs/web/tests.md#the-test-clock)." }] },
      ],
    },
  },
];
