import type { Page } from '@playwright/test';
import { localChainFromEnv } from '@site/testing/playwright';
import { configDefaults } from '../../src/config/read-config.ts';

/**
 * The build reads balances from the public Core RPC; in the tests those calls go to the local
 * chain instead (anvil, chain id 1116), by request routing.
 */
export async function routeCoreRpcToLocalChain(page: Page): Promise<void> {
  const { rpcUrl } = localChainFromEnv();
  await page.route(`${configDefaults.rpcUrl}/**`, async (route) => {
    const response = await route.fetch({ url: rpcUrl });
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });
  await page.route(configDefaults.rpcUrl, async (route) => {
    const response = await route.fetch({ url: rpcUrl });
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });
}
