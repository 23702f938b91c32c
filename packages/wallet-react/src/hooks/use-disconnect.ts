import { selectDisconnectPending } from '@site/wallet-core';
import { useCallback, useState } from 'react';
import type { RequiredConnectorOption } from './connector-option.ts';
import { useWalletConnector } from './use-wallet-connector.ts';
import { useWalletState } from './use-wallet-state.ts';

export interface DisconnectControls {
  /** Disconnects one wallet (the primary one when `label` is omitted); sticky across reloads. */
  disconnect: (options?: { label?: string }) => Promise<void>;
  /** True while a disconnect is finishing (the connector's `disconnecting`, whoever started it). */
  isPending: boolean;
  /** The last call's error, if it threw. */
  error: Error | null;
}

/** The `disconnect` action; its pending state is the connector's, so every component agrees on it. */
export function useDisconnect(options?: RequiredConnectorOption): DisconnectControls {
  const connector = useWalletConnector(options);
  const isPending = useWalletState(selectDisconnectPending, { connector });
  const [error, setError] = useState<Error | null>(null);
  const disconnect = useCallback(
    async (disconnectOptions?: { label?: string }) => {
      setError(null);
      try {
        await connector.disconnect(disconnectOptions);
      } catch (cause) {
        setError(cause instanceof Error ? cause : new Error(String(cause)));
      }
    },
    [connector],
  );
  return { disconnect, isPending, error };
}
