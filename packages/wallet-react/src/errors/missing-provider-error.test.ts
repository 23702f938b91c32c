import { WalletCoreError } from '@site/wallet-core';
import { describe, expect, it } from 'vitest';
import { MissingProviderError } from './missing-provider-error.ts';

describe('MissingProviderError', () => {
  it("keeps the documented text as the short message and says what to do in the details", () => {
    const error = new MissingProviderError();
    expect(error).toBeInstanceOf(WalletCoreError);
    expect(error.name).toBe('MissingProviderError');
    expect(error.shortMessage).toBe('Must call the provided initialization method `init` method before using hooks.');
    expect(error.details).toContain('has no `init` method');
    expect(error.details).toContain('inside `<WalletProvider connector={connector}>`');
    expect(error.message).toBe(`${error.shortMessage}\n\nDetails: ${error.details ?? ''}`);
  });
});
