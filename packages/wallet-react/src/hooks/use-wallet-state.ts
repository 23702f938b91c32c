import type { WalletConnector, WalletConnectorState } from '@site/wallet-core';
import { useCallback, useSyncExternalStore } from 'react';
import { useConnectorOption, type ConnectorOption, type RequiredConnectorOption } from './connector-option.ts';

const identity = (state: WalletConnectorState): WalletConnectorState => state;
const noSubscription = (): (() => void) => () => undefined;

/**
 * Subscribes to the connector's state (the provider's, or `options.connector`). With a selector,
 * the component re-renders only when the selected value changes (compared with `Object.is`), so
 * select parts of the state or primitives, not new objects. With `{ connector: null }` (no
 * connector yet) it returns `undefined`.
 */
export function useWalletState(): WalletConnectorState;
export function useWalletState<T>(selector: (state: WalletConnectorState) => T, options?: RequiredConnectorOption): T;
export function useWalletState<T>(selector: (state: WalletConnectorState) => T, options: ConnectorOption): T | undefined;
export function useWalletState<T>(selector?: (state: WalletConnectorState) => T, options?: ConnectorOption): T | WalletConnectorState | undefined {
  const connector: WalletConnector | null = useConnectorOption(options);
  const subscribe = useCallback((onChange: () => void) => (connector ? connector.subscribe(onChange) : noSubscription()), [connector]);
  const select = selector ?? identity;
  const getSnapshot = () => (connector ? select(connector.getState()) : undefined);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
