import { fileURLToPath } from 'node:url';

/** Absolute path of the Playwright `globalSetup` module that starts the local chain. */
export const playwrightLocalChainSetup: string = fileURLToPath(new URL('./local-chain-global-setup.ts', import.meta.url));
