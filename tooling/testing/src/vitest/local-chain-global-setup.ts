import type { TestProject } from 'vitest/node';
import { startAnvil, type AnvilInstance } from '../anvil/start-anvil.ts';
import './provided-context.ts';

interface SharedChain {
  users: number;
  chain: Promise<AnvilInstance>;
}

// Vitest runs a root-level globalSetup once per project (and may load this module once per
// project), so the running node lives on globalThis, counted by its users.
const sharedKey = Symbol.for('@site/testing/local-chain');
type Host = typeof globalThis & { [sharedKey]?: SharedChain };

/**
 * Vitest `globalSetup`: starts one anvil node (chain id 1116, 127.0.0.1, free port) per test run,
 * however many projects use it, and provides `localChain` ({@link LocalChainInfo}) to their tests.
 * The node stops after the last project's teardown.
 */
export default async function setupLocalChain(project: TestProject): Promise<() => Promise<void>> {
  const host = globalThis as Host;
  const shared = (host[sharedKey] ??= { users: 0, chain: startAnvil() });
  shared.users += 1;
  let chain: AnvilInstance;
  try {
    chain = await shared.chain;
  } catch (error) {
    if (host[sharedKey] === shared) host[sharedKey] = undefined;
    throw error;
  }
  project.provide('localChain', { rpcUrl: chain.rpcUrl, chainId: chain.chainId, accounts: [...chain.accounts] });
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    if (host[sharedKey] === shared) host[sharedKey] = undefined;
    await chain.stop();
  };
}
