import type { BlockExplorer, Chain } from './types.ts';

/** Name given to a chain's block explorer (a custom chain's explorer is `Explorer`; README, `getBlockExplorer`). */
export const defaultExplorerName = 'Explorer';

/** The block explorer to link to for a chain, or `null` when it has no `blockExplorerUrl`. */
export function getBlockExplorer(chain: Pick<Chain, 'blockExplorerUrl'>): BlockExplorer | null {
  return chain.blockExplorerUrl === undefined ? null : { name: defaultExplorerName, url: chain.blockExplorerUrl };
}
