import type { WalletConnectorState } from '@site/wallet-core';
import { useCallback, useSyncExternalStore } from 'react';
import { useWalletConnector } from './use-wallet-connector.ts';

const identity = (state: WalletConnectorState): WalletConnectorState => state;

/**
 * Subscribes to the connector's state. With a selector, the component re-renders only when the
 * selected value changes (compared with `Object.is`), so select parts of the state or primitives,
 * not new objects.
 */
export function useWalletState(): WalletConnectorState;
export function useWalletState<T>(selector: (state: WalletConnectorState) => T): T;
export function useWalletState<T>(selector?: (state: WalletConnectorState) => T): T | WalletConnectorState {
  const connector = useWalletConnector();
  const subscribe = useCallback((onChange: () => void) => connector.subscribe(onChange), [connector]);
  const select = selector ?? identity;
  const getSnapshot = () => select(connector.getState());
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
