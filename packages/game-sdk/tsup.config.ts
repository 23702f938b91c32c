import { defineConfig } from 'tsup';

// The classic script's one-file types are built after these, by tsup.types.config.ts: the first
// build's `clean` removes every .d.ts from dist/ when its own declarations start, and tsup runs the
// configs of one file at the same time (a types file built beside it was deleted in 1 run of 3).
export default defineConfig([
  {
    entry: ['src/index.ts', 'src/host.ts', 'src/v2.ts', 'src/replay.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
  },
  {
    // `game-sdk.js`: a classic script defining the `SiteGame` global, for games without a bundler.
    // `game-sdk.v2.js`: the same for protocol version 2. `game-sdk.replay.js`: the replay add-on
    // (the `SiteReplay` global), loaded after it by games whose runs the site plays again.
    entry: { 'game-sdk': 'src/classic.ts', 'game-sdk.v2': 'src/classic-v2.ts', 'game-sdk.replay': 'src/classic-replay.ts' },
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
    minify: true,
    target: 'es2022',
  },
]);
