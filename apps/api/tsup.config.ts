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
  // The contract is workspace source (TypeScript), so it is bundled in.
  noExternal: ['@site/api-contract'],
});
