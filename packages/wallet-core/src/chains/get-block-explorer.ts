import { knownChains } from './known-chains.ts';
import type { BlockExplorer, Chain } from './types.ts';

/** Name given to a block explorer the package does not recognise. */
export const defaultExplorerName = 'Explorer';

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/**
 * The block explorer to link to for a chain: its own `blockExplorerUrl` when set, otherwise the
 * known explorer of a well-known chain, otherwise `null`. The name is the known explorer's
 * (e.g. `Etherscan`) when the URL is that explorer's, and `Explorer` for anything else.
 */
export function getBlockExplorer(chain: Pick<Chain, 'id' | 'blockExplorerUrl'>): BlockExplorer | null {
  const known = knownChains[chain.id]?.blockExplorer;
  const url = chain.blockExplorerUrl ?? known?.url;
  if (url === undefined) return null;
  const name = known && sameOrigin(url, known.url) ? known.name : defaultExplorerName;
  return { name, url };
}
