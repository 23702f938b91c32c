import type { ChainId } from '../chains/types.ts';
import { toChainId } from '../chains/to-chain-id.ts';

/**
 * Normalises a chain id as a wallet reports it (`eth_chainId` answer or `chainChanged` payload).
 * Some wallets answer in decimal — as a number, a bigint or a digit string — so all of those
 * count; anything else throws the chain-id validation error.
 */
export function readWalletChainId(value: unknown): ChainId {
  if (typeof value === 'bigint') return toChainId(Number(value));
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return toChainId(Number(value.trim()));
  if (typeof value === 'string') return toChainId(value.trim());
  if (typeof value === 'number') return toChainId(value);
  return toChainId(String(value));
}
