import { startAnvil } from '../anvil/start-anvil.ts';
import type { LocalChainInfo } from '../chain/types.ts';
import { localChainEnvVariable } from './local-chain-env.ts';

/**
 * Playwright `globalSetup`: starts one anvil node (chain id 1116, 127.0.0.1, free port) for the
 * run and publishes it to the workers through the environment (read it with `localChainFromEnv`).
 * The returned teardown stops the node. Twelve funded accounts: the site's e2e specs run in
 * parallel, and each that links or signs in with a wallet takes an account of its own
 * (apps/web/e2e/support/sign-in-helpers.ts's `installWalletFor`).
 */
export default async function setupLocalChainForPlaywright(): Promise<() => Promise<void>> {
  const chain = await startAnvil({ accounts: 12 });
  const info: LocalChainInfo = { rpcUrl: chain.rpcUrl, chainId: chain.chainId, accounts: chain.accounts };
  process.env[localChainEnvVariable] = JSON.stringify(info);
  return async () => {
    Reflect.deleteProperty(process.env, localChainEnvVariable);
    await chain.stop();
  };
}
