import { callJsonRpc } from './call-json-rpc.ts';
import type { Hex } from './types.ts';

export interface TransactionReceipt {
  readonly transactionHash: Hex;
  readonly status: Hex;
  readonly blockNumber: Hex;
  readonly gasUsed: Hex;
  readonly effectiveGasPrice: Hex;
  readonly from: Hex;
  readonly to: Hex | null;
  readonly [field: string]: unknown;
}

/**
 * Polls `eth_getTransactionReceipt` until the transaction is mined. Even with automine, anvil
 * answers `eth_sendTransaction` before the block exists, so read balances only after this.
 */
export async function waitForReceipt(rpcUrl: string, hash: Hex, timeoutMs = 5_000): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const receipt = await callJsonRpc<TransactionReceipt | null>(rpcUrl, 'eth_getTransactionReceipt', [hash]);
    if (receipt) return receipt;
    if (Date.now() > deadline) throw new Error(`Transaction ${hash} was not mined within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
