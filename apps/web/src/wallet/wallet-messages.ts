import { defaultMessages, type MessageKey, type WalletMessages } from '@site/wallet-react';

/**
 * The connect modal's messages from the translation file's `wallet` section. Only known keys with
 * string values are taken (the file is untrusted); anything missing keeps the English default.
 * Placeholders stay in the package's single-brace form (`{wallet}`), which i18next leaves alone.
 */
export function toWalletMessages(section: unknown): Partial<WalletMessages> {
  if (section === null || typeof section !== 'object') return {};
  const messages: Partial<Record<MessageKey, string>> = {};
  for (const key of Object.keys(defaultMessages) as MessageKey[]) {
    const value = (section as Record<string, unknown>)[key];
    if (typeof value === 'string' && value !== '') messages[key] = value;
  }
  return messages;
}
