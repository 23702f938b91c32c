import { knownChains } from './known-chains.ts';
import { parseChainId } from './to-chain-id.ts';
import type { ChainStyle } from './types.ts';

/** Colour for chains without a recognised style: a mid grey that reads on light and dark. */
export const neutralChainColor = '#8A8F98';

/**
 * Label and colour to show for a chain id (hex in any case, or a positive integer). Known chains
 * get their own; any other id gets `Chain 0x…` (or `Unknown chain` for an invalid id) and a
 * neutral grey. Never throws.
 */
export function getChainStyle(id: string | number): ChainStyle {
  const chainId = parseChainId(id);
  const known = chainId === undefined ? undefined : knownChains[chainId];
  return {
    label: known?.label ?? (chainId === undefined ? 'Unknown chain' : `Chain ${chainId}`),
    color: known?.color ?? neutralChainColor,
  };
}
