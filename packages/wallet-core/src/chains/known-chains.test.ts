import { describe, expect, it } from 'vitest';
import { knownChains } from './known-chains.ts';
import { toChainId } from './to-chain-id.ts';

describe('knownChains', () => {
  it('holds every chain of the README’s `knownChains` under its normalised id, with the reference labels and colours', () => {
    const table = Object.fromEntries(
      Object.entries(knownChains).map(([id, chain]) => [id, [chain?.label, chain?.color]]),
    );
    expect(table).toEqual({
      '0x1': ['Ethereum', '#627EEA'],
      '0x89': ['Polygon', '#8247E5'],
      '0xa': ['OP Mainnet', '#FF0420'],
      '0xa4b1': ['Arbitrum One', '#33394B'],
      '0x144': ['zkSync', undefined],
      '0x38': ['Binance', '#F3BA2F'],
      '0xaa36a7': ['Sepolia', '#627EEA'],
      '0xfa': ['Fantom', '#1969FF'],
      '0xa86a': ['Avalanche', '#E84142'],
      '0xa4ec': ['Celo', '#FBCC5C'],
      '0x2105': ['Base', '#0259F9'],
      '0x14a33': ['Base Goerli', '#0259F9'],
      '0x64': ['Gnosis', '#04795B'],
      '0x63564c40': ['Harmony One', '#ffffff'],
      '0x27bc86aa': ['Degen', '#a36dfe'],
      '0x45c': ['Core Mainnet', '#FF9211'],
    });
  });

  it('is keyed by normalised ids, so an upper-case Harmony id finds its entry', () => {
    for (const id of Object.keys(knownChains)) expect(toChainId(id)).toBe(id);
    expect(knownChains[toChainId('0x63564C40')]?.label).toBe('Harmony One');
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(knownChains)).toBe(true);
    expect(Object.isFrozen(knownChains['0x1'])).toBe(true);
  });
});
