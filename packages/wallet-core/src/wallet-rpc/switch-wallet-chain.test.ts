import { describe, expect, it } from 'vitest';
import type { Chain } from '../chains/types.ts';
import { UserRejectedRequestError } from '../errors/provider-errors.ts';
import { createFakeWallet, rpcError, throwRpc } from '../../test/fake-wallet.ts';
import { switchWalletChain } from './switch-wallet-chain.ts';

const core: Chain = {
  id: '0x45c',
  namespace: 'evm',
  decimals: 18,
  label: 'Core Mainnet',
  token: 'CORE',
  rpcUrl: 'https://rpc.example/private',
  publicRpcUrl: 'https://rpc.coredao.org',
  blockExplorerUrl: 'https://scan.coredao.org',
};

/** A wallet on chain 0x1 that knows only the chains in `known`. */
function walletOn(known: string[], unknownChainError: () => ReturnType<typeof rpcError>) {
  let current = '0x1';
  return createFakeWallet({
    eth_chainId: () => current,
    wallet_switchEthereumChain: (params) => {
      const [{ chainId }] = params as [{ chainId: string }];
      if (!known.includes(chainId)) {
        const { code, message, data } = unknownChainError();
        throwRpc(code, message, data);
      }
      current = chainId;
      return null;
    },
    wallet_addEthereumChain: (params) => {
      const [{ chainId }] = params as [{ chainId: string }];
      known.push(chainId);
      return null;
    },
  });
}

describe('switchWalletChain', () => {
  it('switches and confirms with eth_chainId', async () => {
    const provider = walletOn(['0x1', '0x45c'], () => rpcError(4902));
    await expect(switchWalletChain(provider, core)).resolves.toEqual({ status: 'switched', chainId: '0x45c' });
    expect(provider.calls.map((call) => call.method)).toEqual(['wallet_switchEthereumChain', 'eth_chainId']);
    expect(provider.calls[0]?.params).toEqual([{ chainId: '0x45c' }]);
  });

  it.each([
    ['4902', () => rpcError(4902, 'Unrecognized chain')],
    ['4902 wrapped in data.originalError (MetaMask Mobile)', () => rpcError(-32603, 'Internal', { originalError: { code: 4902 } })],
    ['-32603', () => rpcError(-32603, 'Unrecognized chain ID')],
  ])('adds an unknown chain on %s, then switches again', async (_name, error) => {
    const provider = walletOn(['0x1'], error);
    await expect(switchWalletChain(provider, core)).resolves.toEqual({ status: 'switched', chainId: '0x45c' });
    expect(provider.calls.map((call) => call.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
      'eth_chainId',
    ]);
    expect(provider.calls[1]?.params).toEqual([
      {
        chainId: '0x45c',
        chainName: 'Core Mainnet',
        nativeCurrency: { name: 'CORE', symbol: 'CORE', decimals: 18 },
        rpcUrls: ['https://rpc.coredao.org'],
        blockExplorerUrls: ['https://scan.coredao.org'],
      },
    ]);
  });

  it('needs the person to switch when the wallet cannot (4200) or the chain cannot be added', async () => {
    const unsupported = createFakeWallet({ wallet_switchEthereumChain: () => throwRpc(4200) });
    await expect(switchWalletChain(unsupported, core)).resolves.toEqual({ status: 'switchNeeded', chainId: null });

    const addFails = walletOn(['0x1'], () => rpcError(4902));
    addFails.handlers.wallet_addEthereumChain = () => {
      throwRpc(4001, 'User rejected');
    };
    await expect(switchWalletChain(addFails, core)).resolves.toEqual({ status: 'switchNeeded', chainId: null });
  });

  it('needs the person to switch when the wallet says yes but stays on its chain', async () => {
    const stubborn = createFakeWallet({ wallet_switchEthereumChain: () => null, eth_chainId: () => '0x1' });
    await expect(switchWalletChain(stubborn, core)).resolves.toEqual({ status: 'switchNeeded', chainId: '0x1' });
  });

  it('fails with the wallet error for anything else, e.g. a rejected switch', async () => {
    const provider = createFakeWallet({ wallet_switchEthereumChain: () => throwRpc(4001, 'User rejected the request.') });
    const result = await switchWalletChain(provider, core);
    expect(result.status).toBe('failed');
    expect(result.status === 'failed' && result.error).toBeInstanceOf(UserRejectedRequestError);
  });

  it('reads a decimal chain id answer after the switch', async () => {
    const provider = createFakeWallet({ wallet_switchEthereumChain: () => null, eth_chainId: () => 1116 });
    await expect(switchWalletChain(provider, core)).resolves.toEqual({ status: 'switched', chainId: '0x45c' });
  });
});
