import type { Chain } from '../chains/types.ts';
import { hexToBigInt } from '../hex/hex-to-big-int.ts';
import type { EIP1193Provider } from '../provider/types.ts';
import { formatUnits } from '../utils/format-units.ts';
import { jsonRpcFetch } from '../utils/json-rpc-fetch.ts';
import type { Balance } from './types.ts';

/**
 * The native balance of `address` on `chain`: `eth_getBalance` through the chain's `rpcUrl`, or
 * through the wallet's provider when the chain has no RPC URL or it fails. `null` when neither
 * answers with a valid quantity.
 */
export async function readBalance(address: string, chain: Chain, provider: EIP1193Provider): Promise<Balance | null> {
  const args = { method: 'eth_getBalance', params: [address, 'latest'] };
  let value: bigint | null = null;
  if (chain.rpcUrl) value = await attempt(() => jsonRpcFetch(chain.rpcUrl ?? '', args));
  value ??= await attempt(() => provider.request(args));
  if (value === null) return null;
  return {
    symbol: chain.token ?? '',
    decimals: chain.decimals,
    value,
    formatted: formatUnits(value, chain.decimals),
  };
}

async function attempt(read: () => Promise<unknown>): Promise<bigint | null> {
  try {
    return toQuantity(await read());
  } catch {
    return null;
  }
}

function toQuantity(value: unknown): bigint | null {
  if (typeof value === 'bigint') return value;
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) return null;
  return hexToBigInt(value as `0x${string}`);
}
