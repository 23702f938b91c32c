import { describe, expect, it } from 'vitest';
import { getBlockExplorer } from './get-block-explorer.ts';

describe('getBlockExplorer', () => {
  it('names a chain’s explorer "Explorer" (the README’s default)', () => {
    expect(getBlockExplorer({ blockExplorerUrl: 'https://scan.example' })).toEqual({
      name: 'Explorer',
      url: 'https://scan.example',
    });
  });

  it('returns null when there is no explorer to link to', () => {
    expect(getBlockExplorer({})).toBeNull();
  });
});
