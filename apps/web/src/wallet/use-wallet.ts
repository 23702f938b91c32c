import type { WalletConnector, WalletConnectorState } from '@site/wallet-core';
import { useCallback, useSyncExternalStore } from 'react';
import { useStore } from '../store/use-store.ts';
import { walletSession, type WalletSession } from './wallet-session.ts';

const noConnector = (): (() => void) => () => undefined;
const noState = (): null => null;

export interface WalletView {
  session: WalletSession;
  connector: WalletConnector | null;
  /** The connector's state (its one copy, subscribed), null until the connector exists. */
  state: WalletConnectorState | null;
}

/**
 * What pages need from the wallet, without loading it: the session status and, once the
 * connector exists, its state. Pages never keep their own copy of wallet state.
 */
export function useWallet(): WalletView {
  const session = useStore(walletSession);
  const connector = session.status === 'ready' ? session.connector : null;
  const subscribe = useCallback((listener: () => void) => (connector ? connector.subscribe(listener) : noConnector()), [connector]);
  const getState = useCallback(() => (connector ? connector.getState() : noState()), [connector]);
  const state = useSyncExternalStore(subscribe, getState, getState);
  return { session, connector, state };
}
