import { fileURLToPath } from 'node:url';

/** Absolute path of `dist/test-wallet.global.js` (built by this package's `build` script). */
export const testWalletBundlePath: string = fileURLToPath(new URL('../../dist/test-wallet.global.js', import.meta.url));
