import type { ChainId, KnownChain } from './types.ts';

type KnownChains = Readonly<Partial<Record<ChainId, Readonly<KnownChain>>>>;

/** Freezes the table and every entry in it, so no caller can restyle a chain for everyone. */
function freezeTable(table: Record<ChainId, KnownChain>): KnownChains {
  for (const chain of Object.values(table)) Object.freeze(chain);
  return Object.freeze(table);
}

/**
 * Chains the package recognises without being told (README, `knownChains`), keyed by normalised id:
 * display label and brand colour. zkSync has no recognised colour.
 */
export const knownChains: KnownChains = /* @__PURE__ */ freezeTable({
  '0x1': { label: 'Ethereum', color: '#627EEA' },
  '0x89': { label: 'Polygon', color: '#8247E5' },
  '0xa': { label: 'OP Mainnet', color: '#FF0420' },
  '0xa4b1': { label: 'Arbitrum One', color: '#33394B' },
  '0x144': { label: 'zkSync' },
  '0x38': { label: 'Binance', color: '#F3BA2F' },
  '0xaa36a7': { label: 'Sepolia', color: '#627EEA' },
  '0xfa': { label: 'Fantom', color: '#1969FF' },
  '0xa86a': { label: 'Avalanche', color: '#E84142' },
  '0xa4ec': { label: 'Celo', color: '#FBCC5C' },
  '0x2105': { label: 'Base', color: '#0259F9' },
  '0x14a33': { label: 'Base Goerli', color: '#0259F9' },
  '0x64': { label: 'Gnosis', color: '#04795B' },
  '0x63564c40': { label: 'Harmony One', color: '#ffffff' },
  '0x27bc86aa': { label: 'Degen', color: '#a36dfe' },
  '0x45c': { label: 'Core Mainnet', color: '#FF9211' },
});
