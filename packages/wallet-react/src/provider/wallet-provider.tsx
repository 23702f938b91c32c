import type { WalletConnector, WalletConnectorConfig } from '@site/wallet-core';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
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
import { useOwnedConnector } from './use-owned-connector.ts';

interface WalletProviderCommonProps {
  children?: ReactNode;
  /** `system` (default) follows the OS; `telegram` uses Telegram's `--tg-theme-*` colours. */
  theme?: WalletTheme;
  /** Replaces any of the English strings, per key or all at once. */
  messages?: Partial<WalletMessages>;
  /** Where the modals are mounted: a CSS selector or an element. Defaults to `document.body`. */
  modalContainer?: ModalContainer;
}

export type WalletProviderProps = WalletProviderCommonProps &
  (
    | { /** A connector created once, outside React (recommended). */ connector: WalletConnector; config?: never }
    | { /** Config for a connector the provider creates and destroys. */ config: WalletConnectorConfig; connector?: never }
  );

const inProgress = new Set(['connecting', 'pending']);

/** Makes a wallet connector available to the hooks and modals below it. */
export function WalletProvider(props: WalletProviderProps): ReactNode {
  const { children, theme = 'system', messages, modalContainer } = props;
  const owned = useOwnedConnector(props.connector ? undefined : props.config);
  const connector = props.connector ?? owned;
  if (!connector) throw new TypeError('WalletProvider needs a `connector` or a `config`.');

  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => {
    if (!inProgress.has(connector.getState().connection.status)) connector.resetConnection();
    setOpen(true);
  }, [connector]);
  const close = useCallback(() => {
    if (inProgress.has(connector.getState().connection.status)) connector.cancelConnect();
    setOpen(false);
  }, [connector]);
  const modalControls = useMemo<ConnectModalControls>(() => ({ isOpen, open, close }), [isOpen, open, close]);

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
