import type { LocalChainInfo } from '../chain/types.ts';

/** Environment variable through which the Playwright global setup hands the chain to workers. */
export const localChainEnvVariable = 'SITE_TESTING_LOCAL_CHAIN';

/**
 * The local chain started by `@site/testing/playwright-global-setup`, read in a Playwright test or
 * fixture (workers inherit the runner's environment).
 */
export function localChainFromEnv(env: NodeJS.ProcessEnv = process.env): LocalChainInfo {
  const raw = env[localChainEnvVariable];
  if (!raw) {
    throw new Error(`${localChainEnvVariable} is not set: add globalSetup: playwrightLocalChainSetup (from @site/testing/playwright) to playwright.config`);
  }
  const parsed = JSON.parse(raw) as LocalChainInfo;
  return Object.freeze({ rpcUrl: parsed.rpcUrl, chainId: parsed.chainId, accounts: Object.freeze([...parsed.accounts]) });
}
