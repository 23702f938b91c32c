import { createWalletConnector, type WalletConnector, type WalletConnectorConfig } from '@site/wallet-core';
import { useEffect, useRef, useState } from 'react';

// StrictMode calls state initialisers twice: both calls must get the same connector, or the
// discarded one would keep listening to the page.
const live = new WeakMap<WalletConnectorConfig, WalletConnector>();

function connectorFor(config: WalletConnectorConfig): WalletConnector {
  let connector = live.get(config);
  if (!connector) {
    connector = createWalletConnector(config);
    live.set(config, connector);
  }
  return connector;
}

/**
 * Creates a connector from `config` once and destroys it when the provider unmounts for good.
 * The destroy is deferred a tick so React's StrictMode unmount/remount keeps the same instance.
 */
export function useOwnedConnector(config: WalletConnectorConfig | undefined): WalletConnector | undefined {
  const [owned] = useState(() => (config ? { config, connector: connectorFor(config) } : undefined));
  const pendingDestroy = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!owned) return undefined;
    clearTimeout(pendingDestroy.current);
    return () => {
      pendingDestroy.current = setTimeout(() => {
        if (live.get(owned.config) === owned.connector) live.delete(owned.config);
        owned.connector.destroy();
      }, 0);
    };
  }, [owned]);
  return owned?.connector;
}
