import type { WalletConnector } from '@site/wallet-core';
import { MissingProviderError } from '../errors/missing-provider-error.ts';
import { useConnectorOption, type RequiredConnectorOption } from './connector-option.ts';

/**
 * The connector passed as `options.connector`, else the one given to `<WalletProvider>`; throws
 * `MissingProviderError` when there is neither.
 */
export function useWalletConnector(options?: RequiredConnectorOption): WalletConnector {
  const connector = useConnectorOption(options);
  if (!connector) throw new MissingProviderError();
  return connector;
}
