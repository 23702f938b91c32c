import { selectConnectInProgress, type ConnectionState, type ConnectOutcome, type WalletConnectorState } from '@site/wallet-core';
import { useCallback } from 'react';
import type { RequiredConnectorOption } from './connector-option.ts';
import { useWalletConnector } from './use-wallet-connector.ts';
import { useWalletState } from './use-wallet-state.ts';

export interface ConnectControls {
  /** Connects the wallet with this label; resolves with the outcome and never rejects. */
  connect: (label: string) => Promise<ConnectOutcome>;
  /** Abandons the request in progress. */
  cancel: () => void;
  /** Back to the wallet list (`selectingWallet` / `idle`). */
  reset: () => void;
  step: ConnectionState['step'];
  status: ConnectionState['status'];
  /** True while the wallet is asked (`connecting`) or already has a request open (`pending`). */
  isPending: boolean;
  walletLabel: string | null;
  error: ConnectionState['error'];
}

const selectConnection = (state: WalletConnectorState) => state.connection;

/** The `connect` action with the connection flow's step, status and error. */
export function useConnect(options?: RequiredConnectorOption): ConnectControls {
  const connector = useWalletConnector(options);
  const connection = useWalletState(selectConnection, { connector });
  const isPending = useWalletState(selectConnectInProgress, { connector });
  const connect = useCallback((label: string) => connector.connect({ label }), [connector]);
  const cancel = useCallback(() => {
    connector.cancelConnect();
  }, [connector]);
  const reset = useCallback(() => {
    connector.resetConnection();
  }, [connector]);
  return {
    connect,
    cancel,
    reset,
    step: connection.step,
    status: connection.status,
    isPending,
    walletLabel: connection.walletLabel,
    error: connection.error,
  };
}
