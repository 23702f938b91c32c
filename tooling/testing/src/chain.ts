// Browser-safe helpers for talking to the local chain with plain fetch (Node and browser).
export { callJsonRpc } from './chain/call-json-rpc.ts';
export { JsonRpcError } from './chain/json-rpc-error.ts';
export { localCoreChain } from './chain/local-core-chain.ts';
export { revertChain, snapshotChain } from './chain/snapshot-chain.ts';
export type { Hex, LocalChainInfo } from './chain/types.ts';
export { waitForReceipt } from './chain/wait-for-receipt.ts';
export type { TransactionReceipt } from './chain/wait-for-receipt.ts';
