import type { WalletConnector, WalletConnectorState } from '@site/wallet-core';

/**
 * Resolves once the connector's autoconnect is no longer running: the remembered wallet is back,
 * or will not be. Acting on `getState().wallets` before that would miss a wallet about to return.
 */
export function autoconnectSettled(connector: WalletConnector): Promise<void> {
  const settled = (state: WalletConnectorState): boolean => state.autoconnect !== 'running';
  if (settled(connector.getState())) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = connector.subscribe((state) => {
      if (!settled(state)) return;
      unsubscribe();
      resolve();
    });
  });
}
