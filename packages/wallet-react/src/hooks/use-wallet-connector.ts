import type { WalletConnector } from '@site/wallet-core';
import { useContext } from 'react';
import { MissingProviderError } from '../errors/missing-provider-error.ts';
import { ConnectorContext } from '../provider/contexts.ts';

/** The connector given to `<WalletProvider>`; throws `MissingProviderError` outside it. */
export function useWalletConnector(): WalletConnector {
  const connector = useContext(ConnectorContext);
  if (!connector) throw new MissingProviderError();
  return connector;
}
