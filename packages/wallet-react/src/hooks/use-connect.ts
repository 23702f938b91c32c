import type { ConnectionState, ConnectOutcome, WalletConnectorState } from '@site/wallet-core';
import { useCallback } from 'react';
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
export function useConnect(): ConnectControls {
  const connector = useWalletConnector();
  const connection = useWalletState(selectConnection);
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
    isPending: connection.status === 'connecting' || connection.status === 'pending',
    walletLabel: connection.walletLabel,
    error: connection.error,
  };
}
