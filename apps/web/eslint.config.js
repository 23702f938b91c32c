import { createConfig } from '@site/eslint-config';

export default [
  // The end-to-end builds (e2e/scripts/build-e2e.mjs) are generated like dist/.
  { ignores: ['dist-e2e/**', 'dist-e2e-v2/**', 'dist-plain/**', 'e2e/fixtures/**'] },
  ...createConfig(import.meta.dirname),
];
