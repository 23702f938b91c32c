import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { configWarnings } from './src/config/config-warnings-plugin.ts';
import { reactRouterProductionAliases } from './src/config/react-router-production.ts';
import { routeSummariesLeftOut } from './src/config/route-summaries-plugin.ts';
import { developerFilesPlugin } from './src/developers/developer-files-plugin.ts';
import { chunkGroupOf } from './src/prerender/chunk-groups.ts';
import { gamePageCode } from './src/prerender/game-page-code-plugin.ts';
import { headScripts } from './src/prerender/head-scripts-plugin.ts';
import { homeShell } from './src/prerender/home-shell-plugin.ts';
import { readDevPorts } from './src/dev-server/dev-ports.ts';
import { tonConnectManifest } from './src/ton/ton-connect-manifest-plugin.ts';
import { tonWalletsList } from './src/ton/ton-wallets-list-plugin.ts';

/** Named chunks for what loads after first paint, so budgets and tests can find them. */
const namedGroups = [
  { name: 'telegram-sdk', test: /node_modules[\\/](?:\.pnpm[\\/])?(?:@tma\.js|fp-ts|valibot|error-kid|better-promises)/ },
  // The game SDK's host side, only on a game's page (never before first paint).
  { name: 'game-host', test: /packages[\\/]game-sdk[\\/]/ },
  // Except wallet-react's connect-modal store, which imports nothing: the header opens the modal with it.
  { name: 'wallet-stack', test: /packages[\\/]wallet-(?:core|react)[\\/](?!dist[\\/]connect-modal\.)|node_modules[\\/](?:\.pnpm[\\/])?(?:joi|bowser|eventemitter3|@hapi|@standard-schema)/ },
];

const { sitePort, apiTarget } = readDevPorts(process.env);

export default defineConfig(({ command }) => {
  // Which roots reach each module, for the chunking groups: one walk of the graph per build.
  const chunkRootsCache = new Map<string, ReadonlySet<string>>();
  return {
    plugins: [
      react(),
      routeSummariesLeftOut(),
      configWarnings(),
      headScripts(),
      homeShell(),
      gamePageCode(),
      tonConnectManifest(),
      developerFilesPlugin(),
      tonWalletsList(),
      VitePWA({
        // The page decides when a new worker takes over (src/service-worker/): it shows the update
        // prompt and posts SKIP_WAITING, so nothing is injected and the worker never skips by itself.
        registerType: 'prompt',
        injectRegister: false,
        strategies: 'generateSW',
        filename: 'sw.js',
        manifest: {
          // Everything browsers ask of an installable app (/app offers the install prompt): a stable
          // id, PNG icons of 192 and 512 pixels, and maskable ones that fill Android's icon shapes.
          id: '/',
          name: 'Core Games',
          short_name: 'Core Games',
          description: 'Play games and connect your wallet on the Core chain.',
          lang: 'en',
          theme_color: '#14161c',
          background_color: '#14161c',
          display: 'standalone',
          start_url: '/',
          scope: '/',
          icons: [
            { src: '/icons/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
            { src: '/icons/app-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/app-icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
            { src: '/icons/app-icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          // The app shell and translations, so a reload works offline. The debug console (eruda)
          // is large and only for debugging, TON Connect's UI large and only for the Telegram mini
          // app on a click (its wallets' pictures with it): both stay out of the precache.
          globPatterns: ['**/*.{js,css,html,svg,webmanifest}', 'locales/**/*.json', 'icons/favicon-48.png'],
          globIgnores: ['**/eruda-*.js', '**/ton-connect-flow-*.js', 'tonconnect-wallets/**', 'developers/files/**'],
          navigateFallback: 'index.html',
          // Games are on their own origin (out of this worker's reach); an old link to /play on the site's is the
          // game server's to send there: never the app shell.
          navigateFallbackDenylist: [/^\/locales\//, /^\/play\//, /^\/developers\/files\//],
          runtimeCaching: [
            {
              // The news last read stays readable offline: the server's answer whenever it comes,
              // the last one kept otherwise. Only the public reads, never /api/admin.
              urlPattern: ({ url, sameOrigin }) => sameOrigin && (url.pathname === '/api/news' || url.pathname.startsWith('/api/news/')),
              handler: 'NetworkFirst',
              method: 'GET',
              options: {
                cacheName: 'news-api',
                networkTimeoutSeconds: 6,
                expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 },
                cacheableResponse: { statuses: [200] },
              },
            },
          ],
          cleanupOutdatedCaches: true,
          clientsClaim: false,
          skipWaiting: false,
        },
      }),
    ],
    resolve: {
      // In dev the workspace packages are read from their sources (`source` export condition), so
      // no watch build is needed; production builds use their dist.
      conditions: command === 'serve' ? ['source', ...defaultClientConditions] : [...defaultClientConditions],
      alias: command === 'build' ? reactRouterProductionAliases() : [],
    },
    build: {
      target: 'es2022',
      manifest: true,
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              ...namedGroups,
              // Fewer, larger chunks on the paths players land on: src/prerender/chunk-groups.ts. A
              // name function took the named groups' modules despite their order (game-sdk went
              // into game-shared): it leaves them to those groups itself.
              { name: (id, graph) => (namedGroups.some((group) => group.test.test(id)) ? null : chunkGroupOf(graph, id, chunkRootsCache)) },
            ],
          },
        },
      },
    },
    // The game server (apps/api) answers /api; the site calls it on its own origin (the Host kept, so the server
    // knows it is the site's). Games (/play) are on their own origin (apps/api's PLAY_ORIGIN), never the site's.
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy: { '/api': apiTarget } },
    // strictPort: on a busy port Vite would move to the next one, where the game server (whose
    // PUBLIC_ORIGIN follows SITE_PORT) refuses the site's requests; it stops and says so instead.
    server: { host: '127.0.0.1', port: sitePort, strictPort: true, proxy: { '/api': apiTarget } },
  };
});
