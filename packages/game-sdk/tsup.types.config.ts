import { defineConfig } from 'tsup';

// `game-sdk.v2.d.ts`: the classic script's types in one file (the module's and the `SiteGame`
// global), for a maker without a bundler; built alone, after tsup.config.ts (see there why), so no
// chunk of the others is shared.
export default defineConfig({
  entry: { 'game-sdk.v2': 'src/game-sdk-v2-types.ts' },
  format: ['esm'],
  dts: { only: true },
  target: 'es2022',
});
