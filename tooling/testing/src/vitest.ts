// Vitest helpers for tests that use the local chain (Node and browser mode).
export { getLocalChain, isolateLocalChain } from './vitest/local-chain.ts';
export type { Hex, LocalChainInfo } from './chain/types.ts';
