import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defineConfig } from 'tsup';
import { onePage } from './src/build/one-page.ts';

const outDir = 'dist';

/** dist/ as one page: index.html with the scheme, the styles and game.js inside (src/build/one-page.ts). */
async function makeOnePage(): Promise<void> {
  const read = (name: string): Promise<string> => readFile(join(outDir, name), 'utf8');
  const page = onePage(await read('index.html'), { 'scheme.js': await read('scheme.js'), 'styles.css': await read('styles.css'), 'game.js': await read('game.js') });
  await writeFile(join(outDir, 'index.html'), page);
  await Promise.all(['scheme.js', 'styles.css', 'game.js'].map((name) => rm(join(outDir, name))));
}

// The game's bundle: index.html from public/ with its scheme script and styles, and game.js, one
// classic script (no module script: a sandboxed frame has an opaque origin, and module scripts need
// CORS), all made one page. No source maps: every file is a web type the bundle checks accept.
export default defineConfig({
  entry: { game: 'src/main.ts' },
  format: ['iife'],
  outExtension: () => ({ js: '.js' }),
  platform: 'browser',
  target: 'es2022',
  minify: true,
  clean: true,
  outDir,
  publicDir: 'public',
  // The game is built from the SDK's sources, so it never waits for the SDK's own build.
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
  onSuccess: makeOnePage,
});
