import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: ['src/index.ts', 'src/hooks.ts'],
    // One shared chunk for both entries, in CJS too: the provider's contexts must be one object
    // whichever entry a hook or the provider came from.
    splitting: true,
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    // No `clean`: the two builds run at once and one would wipe the other; `pnpm build` empties dist first.
    target: 'es2022',
    treeshake: true,
    external: ['react', 'react-dom', 'react/jsx-runtime', '@site/wallet-core'],
    esbuildPlugins: [
      {
        // Keep `import './styles.css'` in the output so the app's bundler picks the file up.
        name: 'keep-css-import',
        setup(build) {
          build.onResolve({ filter: /\.css$/ }, () => ({ path: './styles.css', external: true }));
        },
      },
    ],
    async onSuccess() {
      await copyFile('src/styles.css', 'dist/styles.css');
    },
  },
  {
    // `./connect-modal`: the open-state store on its own, a file that imports nothing, so an app
    // can put it on its first paint without any wallet code. (The store holds no identity the
    // other entries depend on, so its copy in their shared chunk does no harm.)
    entry: ['src/connect-modal.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    target: 'es2022',
    treeshake: true,
  },
]);
