import { getBlockExplorer } from '../chains/get-block-explorer.ts';
import type { Chain } from '../chains/types.ts';

/** The `wallet_addEthereumChain` parameter (EIP-3085) that describes a configured chain. */
export interface AddChainParameter {
  chainId: string;
  chainName: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: string[];
  blockExplorerUrls?: string[];
}

export function toAddChainParameter(chain: Chain): AddChainParameter {
  const token = chain.token ?? 'ETH';
  const rpcUrl = chain.publicRpcUrl ?? chain.rpcUrl;
  const explorer = getBlockExplorer(chain);
  return {
    chainId: chain.id,
    chainName: chain.label ?? chain.id,
    nativeCurrency: { name: token, symbol: token, decimals: chain.decimals },
    rpcUrls: rpcUrl === undefined ? [] : [rpcUrl],
    ...(explorer ? { blockExplorerUrls: [explorer.url] } : {}),
  };
}
