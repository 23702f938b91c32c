// What `pnpm bench` measures and which budgets `.ci/run` holds (gzip bytes).
const core = 'packages/wallet-core';
const coreDist = `./dist/index.js`;
const withoutRuntimeDeps = ['joi', 'bowser'];

export const measurements = [
  { name: 'wallet-core: full import', resolveDir: core, code: `export * from '${coreDist}'` },
  {
    name: 'wallet-core: full import without joi and bowser',
    resolveDir: core,
    code: `export * from '${coreDist}'`,
    external: withoutRuntimeDeps,
    budget: 20_000,
  },
  {
    name: 'wallet-core: validateChain alone',
    resolveDir: core,
    code: `export { validateChain } from '${coreDist}'`,
  },
  {
    name: 'wallet-core: hexToNumber alone',
    resolveDir: core,
    code: `export { hexToNumber } from '${coreDist}'`,
    budget: 1_000,
  },
  {
    name: 'wallet-core: catalogue without icons',
    resolveDir: core,
    code: `export { injectedWallets } from '${coreDist}'`,
    external: withoutRuntimeDeps,
  },
];
