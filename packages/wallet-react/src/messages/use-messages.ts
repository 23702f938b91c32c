import { useCallback } from 'react';
import { useWalletUi } from '../hooks/use-wallet-ui.ts';
import type { MessageKey, MessagePlaceholder, WalletMessages } from './default-messages.ts';
import { formatMessage } from './format-message.ts';

export type MessageValues<K extends MessageKey> = [MessagePlaceholder<K>] extends [never]
  ? []
  : [values: Record<MessagePlaceholder<K>, string>];

export type Translate = <K extends MessageKey>(key: K, ...values: MessageValues<K>) => string;

/** A typed lookup into the provider's messages: `t('connectingTitle', { wallet })` (internal). */
export function useMessages(): { t: Translate; messages: WalletMessages } {
  const { messages } = useWalletUi();
  const t = useCallback<Translate>(
    (key, ...values) => formatMessage(messages[key], values[0]),
    [messages],
  );
  return { t, messages };
}
