import { describe, expect, it } from 'vitest';
import { getBlockExplorer } from './get-block-explorer.ts';

describe('getBlockExplorer', () => {
  it('names a custom chain’s explorer "Explorer"', () => {
    expect(getBlockExplorer({ id: '0x7a69', blockExplorerUrl: 'https://scan.example' })).toEqual({
      name: 'Explorer',
      url: 'https://scan.example',
    });
  });

  it('returns null when there is no explorer to link to', () => {
    expect(getBlockExplorer({ id: '0x7a69' })).toBeNull();
  });

  it('uses the real name of a known chain’s explorer, also when the chain only gives its URL', () => {
    expect(getBlockExplorer({ id: '0x1' })).toEqual({ name: 'Etherscan', url: 'https://etherscan.io' });
    expect(getBlockExplorer({ id: '0x1', blockExplorerUrl: 'https://etherscan.io/' })).toEqual({
      name: 'Etherscan',
      url: 'https://etherscan.io/',
    });
    expect(getBlockExplorer({ id: '0x45c', blockExplorerUrl: 'https://scan.coredao.org' })).toEqual({
      name: 'Core Scan',
      url: 'https://scan.coredao.org',
    });
  });

  it('calls another explorer of a known chain "Explorer", and survives a malformed URL', () => {
    expect(getBlockExplorer({ id: '0x1', blockExplorerUrl: 'https://eth.blockscout.com' })).toEqual({
      name: 'Explorer',
      url: 'https://eth.blockscout.com',
    });
    expect(getBlockExplorer({ id: '0x1', blockExplorerUrl: 'not a url' })).toEqual({ name: 'Explorer', url: 'not a url' });
  });
});
