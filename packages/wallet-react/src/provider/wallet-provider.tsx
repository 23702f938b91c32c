import { selectConnectInProgress, type WalletConnector, type WalletConnectorConfig } from '@site/wallet-core';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { defaultMessages, type WalletMessages } from '../messages/default-messages.ts';
import {
  ConnectModalContext,
  ConnectorContext,
  UiContext,
  type ConnectModalControls,
  type ModalContainer,
  type WalletTheme,
  type WalletUi,
} from './contexts.ts';
import { createConnectModalStore, type ConnectModalStore } from './connect-modal-store.ts';
import { useOwnedConnector } from './use-owned-connector.ts';

interface WalletProviderCommonProps {
  children?: ReactNode;
  /** `system` (default) follows the OS; `telegram` uses Telegram's `--tg-theme-*` colours. */
  theme?: WalletTheme;
  /** Replaces any of the English strings, per key or all at once. */
  messages?: Partial<WalletMessages>;
  /** Where the modals are mounted: a CSS selector or an element. Defaults to `document.body`. */
  modalContainer?: ModalContainer;
  /**
   * Where the connect modal's open state lives, for code outside the provider that opens it
   * (`createConnectModalStore()`); the provider keeps its own when omitted.
   */
  connectModal?: ConnectModalStore;
}

export type WalletProviderProps = WalletProviderCommonProps &
  (
    | { /** A connector created once, outside React (recommended). */ connector: WalletConnector; config?: never }
    | { /** Config for a connector the provider creates and destroys. */ config: WalletConnectorConfig; connector?: never }
  );

/** Makes a wallet connector available to the hooks and modals below it. */
export function WalletProvider(props: WalletProviderProps): ReactNode {
  const { children, theme = 'system', messages, modalContainer } = props;
  const owned = useOwnedConnector(props.connector ? undefined : props.config);
  const connector = props.connector ?? owned;
  if (!connector) throw new TypeError('WalletProvider needs a `connector` or a `config`.');

  const [ownStore] = useState(createConnectModalStore);
  const store = props.connectModal ?? ownStore;
  // Opening starts a fresh flow unless a request is still open; closing abandons an open request.
  useEffect(
    () =>
      store.subscribe((isOpen) => {
        const inProgress = selectConnectInProgress(connector.getState());
        if (isOpen && !inProgress) connector.resetConnection();
        if (!isOpen && inProgress) connector.cancelConnect();
      }),
    [store, connector],
  );
  const isOpen = useSyncExternalStore(store.subscribe, store.isOpen, store.isOpen);
  const modalControls = useMemo<ConnectModalControls>(() => ({ isOpen, open: store.open, close: store.close }), [isOpen, store]);

  const ui = useMemo<WalletUi>(
    () => ({ theme, modalContainer, messages: messages ? { ...defaultMessages, ...messages } : defaultMessages }),
    [theme, modalContainer, messages],
  );

  return (
    <ConnectorContext.Provider value={connector}>
      <UiContext.Provider value={ui}>
        <ConnectModalContext.Provider value={modalControls}>{children}</ConnectModalContext.Provider>
      </UiContext.Provider>
    </ConnectorContext.Provider>
  );
}
