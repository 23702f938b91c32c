import { createConfig } from '@site/eslint-config';

export default [
  // The end-to-end builds (e2e/scripts/build-e2e.mjs) are generated like dist/; .dependency-cruiser.cjs
  // is dependency-cruiser's own CommonJS configuration, outside the TypeScript project.
  { ignores: ['dist-e2e/**', 'dist-e2e-v2/**', 'dist-plain/**', 'e2e/fixtures/**', '.dependency-cruiser.cjs'] },
  ...createConfig(import.meta.dirname),
];
