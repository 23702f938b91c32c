import { describe, expect, it } from 'vitest';
import { getLocalChain } from '../vitest/local-chain.ts';
import { createTestWallet } from './create-test-wallet.ts';
import { rejectionOf } from './rejection-of.ts';
import type { ChainIdAnswer, ProviderConnectInfo, TestWalletOptions } from './types.ts';

const newWallet = (options: Partial<TestWalletOptions> = {}) => createTestWallet({ rpcUrl: getLocalChain().rpcUrl, ...options });
const switchTo = (chainId: string) => ({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
const addGnosis = {
  method: 'wallet_addEthereumChain',
  params: [
    {
      chainId: '0x64',
      chainName: 'Gnosis',
      nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
      rpcUrls: ['https://rpc.gnosischain.com'],
      blockExplorerUrls: ['https://gnosisscan.io'],
    },
  ],
};

describe('chain id', () => {
  it('eth_chainId answers 0x45c by default, like the node', async () => {
    const { provider } = newWallet();
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x45c');
  });

  it('accepts the starting chain as a number, decimal or hex string', async () => {
    for (const chainId of [1, '1', '0x1', '0X01']) {
      await expect(newWallet({ chainId }).provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1');
    }
    expect(() => newWallet({ chainId: 0 })).toThrow('Not a chain id: 0');
    expect(() => newWallet({ chainId: 'core' })).toThrow('Not a chain id: core');
  });

  it('setChainIdFormat answers in decimal in eth_chainId, chainChanged and connect', async () => {
    const { provider, controls } = newWallet({ chains: [1] });
    const changes: ChainIdAnswer[] = [];
    const connects: ProviderConnectInfo[] = [];
    provider.on('chainChanged', (chainId) => changes.push(chainId));
    provider.on('connect', (info) => connects.push(info));

    controls.setChainIdFormat('decimal');
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('1116');
    await provider.request(switchTo('0x1'));
    controls.setChainIdFormat('number');
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe(1);
    controls.switchChain('0x45c');
    controls.disconnect();
    controls.reconnect();
    controls.setChainIdFormat('hex');
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x45c');
    expect(changes).toEqual(['1', 1116]);
    expect(connects).toEqual([{ chainId: 1116 }]);
  });
});

describe('wallet_switchEthereumChain', () => {
  it('switches to a known chain, emits chainChanged once and answers null', async () => {
    const { provider, controls } = newWallet({ chains: ['0x1'] });
    const changes: ChainIdAnswer[] = [];
    provider.on('chainChanged', (chainId) => changes.push(chainId));
    await expect(provider.request(switchTo('0x1'))).resolves.toBeNull();
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1');
    await provider.request(switchTo('0x1'));
    expect(changes).toEqual(['0x1']);
    expect(controls.state().chainId).toBe('0x1');
  });

  it('answers 4902 for a chain not added yet; after wallet_addEthereumChain the switch works', async () => {
    const { provider, controls } = newWallet();
    const error = await rejectionOf(provider.request(switchTo('0x64')));
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: 4902, message: 'Unrecognized chain ID "0x64". Add it with wallet_addEthereumChain first.' });

    await expect(provider.request(addGnosis)).resolves.toBeNull();
    // Adding does not switch.
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x45c');
    await expect(provider.request(switchTo('0x64'))).resolves.toBeNull();
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x64');
    expect(controls.state().addedChains).toEqual([addGnosis.params[0]]);
    expect(controls.state().knownChains).toEqual(['0x45c', '0x64']);
  });

  it('MetaMask Mobile variant: -32603 with data.originalError.code 4902', async () => {
    const { provider, controls } = newWallet();
    controls.setUnknownChainVariant('mobile');
    const error = await rejectionOf(provider.request(switchTo('0xa4b1')));
    expect(error).toMatchObject({
      code: -32603,
      message: 'Unrecognized chain ID "0xa4b1". Add it with wallet_addEthereumChain first.',
      data: { originalError: { code: 4902, message: 'Unrecognized chain ID "0xa4b1". Add it with wallet_addEthereumChain first.' } },
    });
  });

  it('setSwitchChain("unsupported") answers 4200 with the standard message, for known chains too', async () => {
    const { provider, controls } = newWallet({ chains: [1] });
    controls.setSwitchChain('unsupported');
    for (const chainId of ['0x1', '0x64']) {
      const error = await rejectionOf(provider.request(switchTo(chainId)));
      expect(error).toMatchObject({ code: 4200, message: 'The Provider does not support the requested method: wallet_switchEthereumChain' });
    }
    controls.setSwitchChain('approve');
    await expect(provider.request(switchTo('0x1'))).resolves.toBeNull();
  });

  it('setSwitchChain("reject", { once: true }) declines the next switch with 4001 only', async () => {
    const { provider, controls } = newWallet({ chains: [1] });
    controls.setSwitchChain('reject', { once: true });
    await expect(rejectionOf(provider.request(switchTo('0x1')))).resolves.toMatchObject({ code: 4001, message: 'User rejected the request.' });
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x45c');
    await expect(provider.request(switchTo('0x1'))).resolves.toBeNull();
  });

  it('rejects malformed chain ids with -32602 (dapps must send 0x-prefixed hex)', async () => {
    const { provider } = newWallet();
    for (const params of [[{ chainId: 1116 }], [{ chainId: '1116' }], [{ chainId: '0x' }], [{ chainId: '0x0' }], [], [{}], { chainId: '0x1' }]) {
      const error = await rejectionOf(provider.request({ method: 'wallet_switchEthereumChain', params }));
      expect(error).toMatchObject({ code: -32602, message: 'Invalid params: wallet_switchEthereumChain expects [{ chainId: "0x…" }]' });
    }
  });
});

describe('wallet_addEthereumChain', () => {
  it('validates its parameter', async () => {
    const { provider } = newWallet();
    const base = addGnosis.params[0] as Record<string, unknown>;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, chainId: 100 }, 'wallet_addEthereumChain expects [{ chainId: "0x…", chainName, rpcUrls, … }]'],
      [{ ...base, chainName: '' }, 'chainName must be a non-empty string'],
      [{ ...base, rpcUrls: [] }, 'rpcUrls must be a non-empty list of strings'],
      [{ ...base, rpcUrls: 'https://rpc' }, 'rpcUrls must be a non-empty list of strings'],
      [{ ...base, blockExplorerUrls: [1] }, 'blockExplorerUrls must be a list of strings'],
      [{ ...base, iconUrls: 'x' }, 'iconUrls must be a list of strings'],
      [{ ...base, nativeCurrency: { name: 'xDAI', symbol: 'XDAI' } }, 'nativeCurrency must be { name: string, symbol: string, decimals: number }'],
    ];
    for (const [parameter, message] of cases) {
      await expect(rejectionOf(provider.request({ method: 'wallet_addEthereumChain', params: [parameter] }))).resolves.toMatchObject({
        code: -32602,
        message: `Invalid params: ${message}`,
      });
    }
  });
});

describe('changes made inside the wallet', () => {
  it('switchChain() emits chainChanged in hex and learns the chain', async () => {
    const { provider, controls } = newWallet();
    const changes: ChainIdAnswer[] = [];
    provider.on('chainChanged', (chainId) => changes.push(chainId));
    controls.switchChain(56);
    controls.switchChain('0x38');
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x38');
    expect(changes).toEqual(['0x38']);
    await expect(provider.request(switchTo('0x45c'))).resolves.toBeNull();
    await expect(provider.request(switchTo('0x38'))).resolves.toBeNull();
    expect(changes).toEqual(['0x38', '0x45c', '0x38']);
  });
});
