import { callJsonRpc } from './call-json-rpc.ts';
import type { Hex } from './types.ts';

/**
 * Records the chain's current state (`evm_snapshot`) and returns the snapshot id for
 * {@link revertChain}. The snapshot covers the whole node: every test talking to it shares it.
 */
export async function snapshotChain(rpcUrl: string): Promise<Hex> {
  return callJsonRpc<Hex>(rpcUrl, 'evm_snapshot');
}

/**
 * Puts the chain back to a snapshot (`evm_revert`). A snapshot id works once: reverting consumes
 * it (and every later snapshot), so take a new one for the next test.
 */
export async function revertChain(rpcUrl: string, snapshotId: Hex): Promise<void> {
  const reverted = await callJsonRpc<boolean>(rpcUrl, 'evm_revert', [snapshotId]);
  if (!reverted) throw new Error(`evm_revert ${snapshotId} failed: unknown or already used snapshot id`);
}
