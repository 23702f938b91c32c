import { defineConfig } from 'tsup';

// The server runs from one bundled file per entry; dependencies stay in node_modules.
export default defineConfig({
  entry: { main: 'src/main.ts', admin: 'src/admin.ts', worker: 'src/worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // Workspace packages are bundled in: the contract and Levels' rules are TypeScript source, and the Chromium facts go with it.
  noExternal: ['@site/api-contract', '@site/headless-chromium', '@site/levels-rules'],
});
