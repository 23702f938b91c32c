// Node only: the local chain and the test wallet for Playwright end-to-end tests.
export { installTestWallet } from './playwright/install-test-wallet.ts';
export type { InstallTestWalletOptions, RemoteTestWalletControls, TestWalletHandle } from './playwright/install-test-wallet.ts';
export { localChainEnvVariable, localChainFromEnv } from './playwright/local-chain-env.ts';
export { playwrightLocalChainSetup } from './playwright/local-chain-setup-path.ts';
export { testWalletBundlePath } from './playwright/test-wallet-bundle-path.ts';
export type { Hex, LocalChainInfo } from './chain/types.ts';
export { revertChain, snapshotChain } from './chain/snapshot-chain.ts';
