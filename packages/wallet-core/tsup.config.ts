import { buildSync } from 'esbuild';
import { defineConfig } from 'tsup';

/** Every source module the public entry reaches (tests and fixtures never are). */
function publicModules(): string[] {
  const { metafile } = buildSync({
    entryPoints: ['src/index.ts'],
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    logLevel: 'silent',
  });
  // Sorted, so the entry list (and with it the split into shared chunks) never depends on the order esbuild read the files in.
  return Object.keys(metafile.inputs)
    .filter((file) => file.startsWith('src/'))
    .sort();
}

export default defineConfig([
  {
    // One ESM file per module, so an app that imports only `hexToNumber` never pulls joi or
    // bowser in: their imports live only in the modules that use them.
    entry: publicModules(),
    format: ['esm'],
    splitting: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
  },
  {
    entry: ['src/index.ts'],
    format: ['cjs'],
    sourcemap: true,
    target: 'es2022',
  },
  {
    // The declarations of both formats (index.d.ts, index.d.cts) from one TypeScript program: a
    // `dts` in each build above checked the same sources twice (CI, 2026-12-02: two 38 s passes).
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: { entry: 'src/index.ts', only: true },
  },
]);
