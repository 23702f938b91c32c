import { defineConfig } from 'tsup';

// The game's bundle: index.html and styles.css from public/, and game.js, one classic script
// (no module script: a sandboxed frame has an opaque origin, and module scripts need CORS).
// Relative paths only, no source maps: every file is a web type the bundle checks accept.
export default defineConfig({
  entry: { game: 'src/main.ts' },
  format: ['iife'],
  outExtension: () => ({ js: '.js' }),
  platform: 'browser',
  target: 'es2022',
  minify: true,
  clean: true,
  outDir: 'dist',
  publicDir: 'public',
  // The game is built from the SDK's sources, so it never waits for the SDK's own build.
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
