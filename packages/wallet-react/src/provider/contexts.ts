import type { WalletConnector } from '@site/wallet-core';
import { createContext } from 'react';
import type { WalletMessages } from '../messages/default-messages.ts';

/** `system` follows `prefers-color-scheme`; `telegram` follows Telegram's theme variables. */
export type WalletTheme = 'light' | 'dark' | 'system' | 'telegram';

/** Where the modals are mounted: a CSS selector or an element; `document.body` when omitted. */
export type ModalContainer = string | Element;

export interface WalletUi {
  messages: WalletMessages;
  theme: WalletTheme;
  modalContainer: ModalContainer | undefined;
}

export interface ConnectModalControls {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

export const ConnectorContext = createContext<WalletConnector | null>(null);
export const UiContext = createContext<WalletUi | null>(null);
export const ConnectModalContext = createContext<ConnectModalControls | null>(null);
