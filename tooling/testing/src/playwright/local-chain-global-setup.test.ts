import { describe, expect, it } from 'vitest';
import { callJsonRpc } from '../chain/call-json-rpc.ts';
import { localChainEnvVariable, localChainFromEnv } from './local-chain-env.ts';
import setupLocalChainForPlaywright from './local-chain-global-setup.ts';
import { playwrightLocalChainSetup } from './local-chain-setup-path.ts';

describe('Playwright local chain setup', () => {
  it('publishes a running chain 1116 through the environment and stops it on teardown', async () => {
    const teardown = await setupLocalChainForPlaywright();
    const chain = localChainFromEnv();
    expect(chain.chainId).toBe(1116);
    // One funded account for each spec of the site that signs in with a wallet of its own.
    expect(chain.accounts).toHaveLength(12);
    await expect(callJsonRpc(chain.rpcUrl, 'eth_chainId')).resolves.toBe('0x45c');
    await teardown();
    expect(process.env[localChainEnvVariable]).toBeUndefined();
    await expect(callJsonRpc(chain.rpcUrl, 'eth_chainId')).rejects.toThrow();
  });

  it('says how to fix a missing setup', () => {
    expect(() => localChainFromEnv({})).toThrow(
      'SITE_TESTING_LOCAL_CHAIN is not set: add globalSetup: playwrightLocalChainSetup (from @site/testing/playwright) to playwright.config',
    );
  });

  it('exports the setup module path for playwright.config', () => {
    expect(playwrightLocalChainSetup).toMatch(/\/src\/playwright\/local-chain-global-setup\.ts$/);
  });
});
