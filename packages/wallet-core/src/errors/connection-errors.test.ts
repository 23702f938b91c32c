import { describe, expect, it } from 'vitest';
import { WalletCoreError } from './base-error.ts';
import {
  ChainNotConfiguredError,
  FrameNotConnectedError,
  NoChainsError,
  WalletNotConnectedError,
  WalletNotDefinedError,
  WalletUnavailableError,
  connectionMessages,
  walletUnavailableMessage,
} from './connection-errors.ts';

describe('connection errors', () => {
  it('asks to install or switch when a download link exists, and carries the link', () => {
    const error = new WalletUnavailableError('MetaMask', 'https://metamask.io/download/');
    expect(error).toBeInstanceOf(WalletCoreError);
    expect(error.message).toBe('Please install or switch to MetaMask to continue');
    expect(error.externalUrl).toBe('https://metamask.io/download/');
    expect(error.wallet).toBe('MetaMask');
  });

  it('asks to install or enable when there is no link', () => {
    expect(new WalletUnavailableError('Rabby Wallet').message).toBe('Please install or enable Rabby Wallet to continue');
    expect(new WalletUnavailableError('Rabby Wallet', null).externalUrl).toBeNull();
    expect(walletUnavailableMessage('Zerion', '')).toBe('Please install or enable Zerion to continue');
  });

  it('names the chain that is not configured', () => {
    const error = new ChainNotConfiguredError('0x89');
    expect(error.shortMessage).toBe('Chain 0x89 is not configured');
    expect(error.chainId).toBe('0x89');
  });

  it('uses the documented connection messages', () => {
    expect(new NoChainsError().message).toBe(connectionMessages.noChains);
    expect(connectionMessages.noChains).toMatch(/^At least one chain must be set before connecting/);
    expect(new WalletNotDefinedError().message).toBe('A wallet must be defined');
    expect(new WalletNotConnectedError().message).toBe('A wallet must be connected before a chain can be set');
    expect(new FrameNotConnectedError().message).toBe(
      'Frame App must be open with a hot wallet connected. If not installed first download the Frame App.',
    );
  });
});
