import { useCallback, useState } from 'react';
import { useWalletConnector } from './use-wallet-connector.ts';

export interface DisconnectControls {
  /** Disconnects one wallet (the primary one when `label` is omitted); sticky across reloads. */
  disconnect: (options?: { label?: string }) => Promise<void>;
  isPending: boolean;
  error: Error | null;
}

/** The `disconnect` action with its pending and error state (the call's own, not wallet state). */
export function useDisconnect(): DisconnectControls {
  const connector = useWalletConnector();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const disconnect = useCallback(
    async (options?: { label?: string }) => {
      setPending(true);
      setError(null);
      try {
        await connector.disconnect(options);
      } catch (cause) {
        setError(cause instanceof Error ? cause : new Error(String(cause)));
      } finally {
        setPending(false);
      }
    },
    [connector],
  );
  return { disconnect, isPending, error };
}
