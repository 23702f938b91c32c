import { WalletCoreError } from '@site/wallet-core';

/** A hook was used outside `<WalletProvider>`. The message is the one SPEC §8 names. */
export class MissingProviderError extends WalletCoreError {
  override name = 'MissingProviderError';

  constructor() {
    super('Must call the provided initialization method `init` method before using hooks.');
  }
}
