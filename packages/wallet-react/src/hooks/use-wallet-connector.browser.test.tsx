import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { MissingProviderError } from '../errors/missing-provider-error.ts';
import { useConnectModal } from './use-connect-modal.ts';
import { useWalletConnector } from './use-wallet-connector.ts';

describe('hooks outside <WalletProvider>', () => {
  it.each([
    ['useWalletConnector', useWalletConnector],
    ['useConnectModal', useConnectModal],
  ])('%s throws the init error', async (_name, hook) => {
    let thrown: unknown;
    await renderHook(() => {
      try {
        hook();
      } catch (error) {
        thrown = error;
      }
    });
    expect(thrown).toBeInstanceOf(MissingProviderError);
    expect((thrown as MissingProviderError).shortMessage).toBe('Must call the provided initialization method `init` method before using hooks.');
    expect((thrown as MissingProviderError).details).toContain('<WalletProvider');
  });
});
