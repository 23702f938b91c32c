import type { Page, Route } from '@playwright/test';
import { localChainFromEnv } from '@site/testing/playwright';
import { configDefaults } from '../../src/config/read-config.ts';

/** Answers a call to the public Core RPC from the local chain. */
async function answerFromLocalChain(route: Route, rpcUrl: string): Promise<void> {
  try {
    const response = await route.fetch({ url: rpcUrl });
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  } catch (error) {
    // The page navigated, or its test ended, while the call was in flight: Playwright disposed of
    // the answer, which nobody waits for any more.
    if (error instanceof Error && /has been disposed|Test ended/.test(error.message)) return;
    throw error;
  }
}

/**
 * The build reads balances from the public Core RPC; in the tests those calls go to the local
 * chain instead (anvil, chain id 1116), by request routing.
 */
export async function routeCoreRpcToLocalChain(page: Page): Promise<void> {
  const { rpcUrl } = localChainFromEnv();
  for (const url of [configDefaults.rpcUrl, `${configDefaults.rpcUrl}/**`]) {
    await page.route(url, (route) => answerFromLocalChain(route, rpcUrl));
  }
}
