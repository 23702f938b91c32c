import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: ['src/index.ts', 'src/host.ts', 'src/v2.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
  },
  {
    // `game-sdk.js`: a classic script defining the `SiteGame` global, for games without a bundler.
    // `game-sdk.v2.js`: the same for protocol version 2.
    entry: { 'game-sdk': 'src/classic.ts', 'game-sdk.v2': 'src/classic-v2.ts' },
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
    minify: true,
    target: 'es2022',
  },
  {
    // `game-sdk.v2.d.ts`: the classic script's types in one file (the module's and the `SiteGame`
    // global), for a maker without a bundler; built alone, so no chunk of the others is shared.
    entry: { 'game-sdk.v2': 'src/game-sdk-v2-types.ts' },
    format: ['esm'],
    dts: { only: true },
    target: 'es2022',
  },
]);
