import { describe, expect, it } from 'vitest';
import { getChainStyle, neutralChainColor } from './get-chain-style.ts';

describe('getChainStyle', () => {
  it('gives known chains their label and colour, for any form of the id', () => {
    expect(getChainStyle('0x1')).toEqual({ label: 'Ethereum', color: '#627EEA' });
    expect(getChainStyle(137)).toEqual({ label: 'Polygon', color: '#8247E5' });
    expect(getChainStyle('0x63564C40')).toEqual({ label: 'Harmony One', color: '#ffffff' });
    expect(getChainStyle(1116)).toEqual({ label: 'Core Mainnet', color: '#FF9211' });
  });

  it('gives a known chain without a colour the neutral colour', () => {
    expect(getChainStyle('0x144')).toEqual({ label: 'zkSync', color: neutralChainColor });
  });

  it('gives unknown and invalid ids a neutral default and never throws', () => {
    expect(getChainStyle(31337)).toEqual({ label: 'Chain 0x7a69', color: neutralChainColor });
    expect(getChainStyle('nope')).toEqual({ label: 'Unknown chain', color: neutralChainColor });
    expect(getChainStyle(0)).toEqual({ label: 'Unknown chain', color: neutralChainColor });
    expect(getChainStyle('__proto__')).toEqual({ label: 'Unknown chain', color: neutralChainColor });
  });
});
