import type { ChainId, KnownChain } from './types.ts';

type KnownChains = Readonly<Partial<Record<ChainId, Readonly<KnownChain>>>>;

/** Freezes the table and every entry in it, so no caller can restyle a chain for everyone. */
function freezeTable(table: Record<ChainId, KnownChain>): KnownChains {
  for (const chain of Object.values(table)) {
    if (chain.blockExplorer) Object.freeze(chain.blockExplorer);
    Object.freeze(chain);
  }
  return Object.freeze(table);
}

/**
 * Chains the package recognises without being told (SPEC §9, plus Core), keyed by normalised id:
 * display label, brand colour and block explorer. zkSync has no recognised colour.
 */
export const knownChains: KnownChains = /* @__PURE__ */ freezeTable({
  '0x1': { label: 'Ethereum', color: '#627EEA', blockExplorer: { name: 'Etherscan', url: 'https://etherscan.io' } },
  '0x89': { label: 'Polygon', color: '#8247E5', blockExplorer: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  '0xa': {
    label: 'OP Mainnet',
    color: '#FF0420',
    blockExplorer: { name: 'OP Mainnet Etherscan', url: 'https://optimistic.etherscan.io' },
  },
  '0xa4b1': { label: 'Arbitrum One', color: '#33394B', blockExplorer: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  '0x144': { label: 'zkSync', blockExplorer: { name: 'zkSync Explorer', url: 'https://explorer.zksync.io' } },
  '0x38': { label: 'Binance', color: '#F3BA2F', blockExplorer: { name: 'BscScan', url: 'https://bscscan.com' } },
  '0xaa36a7': {
    label: 'Sepolia',
    color: '#627EEA',
    blockExplorer: { name: 'Sepolia Etherscan', url: 'https://sepolia.etherscan.io' },
  },
  '0xfa': { label: 'Fantom', color: '#1969FF', blockExplorer: { name: 'FTMScan', url: 'https://ftmscan.com' } },
  '0xa86a': { label: 'Avalanche', color: '#E84142', blockExplorer: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
  '0xa4ec': { label: 'Celo', color: '#FBCC5C', blockExplorer: { name: 'Celoscan', url: 'https://celoscan.io' } },
  '0x2105': { label: 'Base', color: '#0259F9', blockExplorer: { name: 'BaseScan', url: 'https://basescan.org' } },
  '0x14a33': {
    label: 'Base Goerli',
    color: '#0259F9',
    blockExplorer: { name: 'BaseScan Goerli', url: 'https://goerli.basescan.org' },
  },
  '0x64': { label: 'Gnosis', color: '#04795B', blockExplorer: { name: 'GnosisScan', url: 'https://gnosisscan.io' } },
  '0x63564c40': {
    label: 'Harmony One',
    color: '#ffffff',
    blockExplorer: { name: 'Harmony Explorer', url: 'https://explorer.harmony.one' },
  },
  '0x27bc86aa': { label: 'Degen', color: '#a36dfe', blockExplorer: { name: 'Degen Explorer', url: 'https://explorer.degen.tips' } },
  '0x45c': { label: 'Core Mainnet', color: '#FF9211', blockExplorer: { name: 'Core Scan', url: 'https://scan.coredao.org' } },
});
