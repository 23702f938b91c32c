import { describe, expectTypeOf, it } from 'vitest';
import type { createTestWallet } from './create-test-wallet.ts';

type Provider = ReturnType<typeof createTestWallet>['provider'];

/** The EIP-1193 provider type as other libraries (viem, mipd, ethers) declare what they accept. */
interface LibraryProvider {
  request(args: { readonly method: string; readonly params?: readonly unknown[] | object }): Promise<unknown>;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener(event: string, listener: (...args: unknown[]) => void): unknown;
}

describe('the test wallet provider', () => {
  it('fits the provider type other libraries declare', () => {
    expectTypeOf<Provider>().toExtend<LibraryProvider>();
  });

  it('carries the flags it was given, typed', () => {
    expectTypeOf<ReturnType<typeof createTestWallet<{ isMetaMask: true }>>['provider']['isMetaMask']>().toEqualTypeOf<true>();
  });
});
