// What `pnpm bench` measures and which budgets `.ci/run` holds (gzip bytes of up-front JS, or of
// built files as they ship).
import { existsSync } from 'node:fs';

const root = new URL('../..', import.meta.url).pathname;
const core = 'packages/wallet-core';
const coreDist = './dist/index.js';
const withoutRuntimeDeps = ['joi', 'bowser'];

/** Every runtime export of wallet-core but the engine: what issue #2 calls the building blocks. */
async function buildingBlocks() {
  if (!existsSync(`${root}${core}/dist/index.js`)) return [];
  const exported = Object.keys(await import(`${root}${core}/dist/index.js`));
  return exported.filter((name) => name !== 'createWalletConnector');
}

const react = 'packages/wallet-react';
const reactDist = './dist/index.js';
const reactItself = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

export const measurements = [
  { name: 'wallet-core: full import', resolveDir: core, code: `export * from '${coreDist}'` },
  {
    name: 'wallet-core: full import without joi and bowser (engine)',
    resolveDir: core,
    code: `export * from '${coreDist}'`,
    external: withoutRuntimeDeps,
    // 19.91 kB on 2 December. The build is byte for byte repeatable (packages/wallet-core/tsup.config.ts,
    // test/repeatable-build.test.ts), so the budget needs no margin for a wobble of the split.
    // 20.19 kB on 6 December, once a wallet's accounts keep only addresses, its announced name is
    // cleaned of direction and control characters, a silent eth_chainId ends the connection, a
    // chain's addresses must be http(s), a failed switch is forgotten when it is over and a late
    // wallets' wait is bounded (found by an integrator's walk).
    // 20.26 kB later that day, once an announced icon is checked once and in linear time (a 1.9 MB
    // icon had blocked the page for 1.8 s) and a wallet's accounts are kept once each, at most 100,
    // merged through a map (50,000 accounts had frozen it): 64 bytes for two freezes of the page.
    budget: 20_300,
  },
  {
    name: 'wallet-core: building blocks without joi and bowser',
    resolveDir: core,
    code: `export { ${(await buildingBlocks()).join(', ')} } from '${coreDist}'`,
    external: withoutRuntimeDeps,
    // 12.0 until account selection and the derived-state selectors joined the core (12.10 kB).
    budget: 12_500,
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
    name: 'wallet-core: catalogue without icons (and without joi and bowser)',
    resolveDir: core,
    code: `export { injectedWallets } from '${coreDist}'`,
    external: withoutRuntimeDeps,
  },

  {
    name: 'wallet-react without React and wallet-core (with styles)',
    resolveDir: react,
    code: `export * from '${reactDist}'`,
    external: [...reactItself, '@site/wallet-core'],
    budget: 15_000,
  },
  {
    name: 'wallet stack when the modal opens (wallet-react + wallet-core + joi + bowser + styles)',
    resolveDir: react,
    code: `export * from '${reactDist}'`,
    external: reactItself,
    // 90.0 until account selection, the derived-state selectors and the lazy schemas (90.24 kB).
    // 91.19 kB on 6 December with the hostile wallets' answers and configs kept out (above) and the
    // modal's layout holding names of any length.
    // 91.36 kB later that day: the engine's fixes above, and the focus going back to what stands
    // where the modal's opener stood (it fell to <body> once the connected UI had replaced it).
    budget: 91_400,
  },

  // Built bundles measured as they ship (`files`). The site serves both only inside a game's
  // sandboxed frame, never before first paint (apps/web/scripts/first-paint-size.mjs checks that).
  {
    name: 'levels-game: the Levels bundle (one page: index.html with its scheme, styles and game.js, the SDK inside, in it)',
    files: ['apps/levels-game/dist/index.html'],
    // 12.0 until Levels moved to SDK protocol 2 and kept its progress in saves (12.67 kB, 2026-11-27);
    // 13.0 until its finish sent its moves for the server's replay and it celebrated achievements
    // (13.46 kB on 2 December, built for ES2022 like the site that frames it); 13.6 until the SDK
    // inside checked gameOver's level and completion (13.62 kB on 6 December).
    budget: 13_700,
  },
  {
    name: 'game-sdk: game-sdk.js, the classic script for games without a bundler',
    files: ['packages/game-sdk/dist/game-sdk.js'],
    budget: 3_000,
  },
  {
    name: 'game-sdk: game-sdk.v2.js, protocol version 2 (served at /play/sdk/v2/game-sdk.js)',
    files: ['packages/game-sdk/dist/game-sdk.v2.js'],
    // 4.0 until it told the playground what the game's console says (4.21 kB on 2 December:
    // errors, console.error, files that failed to load, CSP violations; README "The playground");
    // 4.3 until gameOver could say the level played and whether it was completed, checked before
    // it is sent (4.31 kB on 6 December; README "Games with levels").
    budget: 4_400,
  },
  {
    name: 'game-sdk: game-sdk.replay.js, the replay add-on (seeded random, run clock, recorded inputs)',
    files: ['packages/game-sdk/dist/game-sdk.replay.js'],
    budget: 1_500,
  },
];
