// Builds dist/test-wallet.global.js: the test wallet as one IIFE that defines window.__testWallet,
// for Playwright init scripts (see playwright/install-test-wallet.ts). Lives in src/ so that
// turbo's build inputs (src/**) see changes to it.
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('./wallet/global-entry.ts', import.meta.url).pathname],
  outfile: new URL('../dist/test-wallet.global.js', import.meta.url).pathname,
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  legalComments: 'none',
  logLevel: 'warning',
});
