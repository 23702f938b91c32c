import type { WalletConnector } from '@site/wallet-core';
import { useContext } from 'react';
import { MissingProviderError } from '../errors/missing-provider-error.ts';
import { ConnectorContext } from '../provider/contexts.ts';

/**
 * Which connector a hook reads. Omitted: the one of the nearest `<WalletProvider>`. A connector:
 * that one, with or without a provider. `null`: none yet (e.g. it is still being loaded), so the
 * hook reports no wallet instead of throwing.
 */
export interface ConnectorOption {
  connector?: WalletConnector | null;
}

/** A connector that must exist: the hook's action needs one. */
export interface RequiredConnectorOption {
  connector?: WalletConnector;
}

/** The connector a hook reads (see `ConnectorOption`); throws `MissingProviderError` when there is none to be had. */
export function useConnectorOption(options: ConnectorOption | undefined): WalletConnector | null {
  const fromContext = useContext(ConnectorContext);
  if (options?.connector !== undefined) return options.connector;
  if (!fromContext) throw new MissingProviderError();
  return fromContext;
}
