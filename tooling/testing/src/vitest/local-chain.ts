import { afterEach, beforeEach, inject } from 'vitest';
import { revertChain, snapshotChain } from '../chain/snapshot-chain.ts';
import type { Hex, LocalChainInfo } from '../chain/types.ts';
import './provided-context.ts';

/**
 * The local chain started by the `localChainGlobalSetup` of `@site/testing/vitest-projects`.
 * Works in Node and browser tests.
 */
export function getLocalChain(): LocalChainInfo {
  const chain = inject('localChain') as LocalChainInfo | undefined;
  if (!chain) {
    throw new Error('No local chain was provided: add localChainGlobalSetup (from @site/testing/vitest-projects) to this project\'s globalSetup');
  }
  return chain;
}

/**
 * Takes an `evm_snapshot` before each test of the current file or `describe` and reverts to it
 * after the test, so chain writes (transactions, balance changes) do not leak into the next test.
 * The node is shared by the whole run: test files that write to it concurrently see each other's
 * reverts, so keep writing tests of one project in one file or turn off file parallelism.
 */
export function isolateLocalChain(): void {
  let snapshotId: Hex | undefined;
  beforeEach(async () => {
    snapshotId = await snapshotChain(getLocalChain().rpcUrl);
  });
  afterEach(async () => {
    if (snapshotId === undefined) return;
    const id = snapshotId;
    snapshotId = undefined;
    await revertChain(getLocalChain().rpcUrl, id);
  });
}
