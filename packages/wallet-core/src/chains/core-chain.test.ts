import { describe, expect, it } from 'vitest';
import { coreChain } from './core-chain.ts';
import { getBlockExplorer } from './get-block-explorer.ts';
import { validateChain } from './validate-chain.ts';

describe('coreChain', () => {
  it('is Core Mainnet, 1116, already in validated form', () => {
    expect(coreChain).toEqual({
      id: '0x45c',
      namespace: 'evm',
      label: 'Core Mainnet',
      token: 'CORE',
      decimals: 18,
      rpcUrl: 'https://rpc.coredao.org',
      publicRpcUrl: 'https://rpc.coredao.org',
      blockExplorerUrl: 'https://scan.coredao.org',
      color: '#FF9211',
    });
    expect(Number(coreChain.id)).toBe(1116);
    expect(validateChain(coreChain)).toEqual(coreChain);
  });

  it('is frozen and links to its explorer', () => {
    expect(Object.isFrozen(coreChain)).toBe(true);
    expect(getBlockExplorer(coreChain)).toEqual({ name: 'Explorer', url: 'https://scan.coredao.org' });
  });
});
