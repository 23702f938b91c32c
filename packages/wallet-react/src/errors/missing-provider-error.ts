import { WalletCoreError } from '@site/wallet-core';

/** The message the README gives (its "Hooks"); this API has no `init`, so the details say what to do instead. */
const specMessage = 'Must call the provided initialization method `init` method before using hooks.';

/**
 * A hook was used outside `<WalletProvider>`. `shortMessage` is the documented text; `details` (also in
 * `message`) tells how to fix it.
 */
export class MissingProviderError extends WalletCoreError {
  override name = 'MissingProviderError';

  constructor() {
    super(specMessage, {
      details:
        'This package has no `init` method: wallet hooks read the connector from `<WalletProvider>`. ' +
        'Render the component that calls the hook inside `<WalletProvider connector={connector}>` ' +
        '(or `<WalletProvider config={config}>`).',
    });
  }
}
