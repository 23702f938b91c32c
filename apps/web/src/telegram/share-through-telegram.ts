import { logger } from '../logging/logger.ts';
import { telegramState } from './telegram-state.ts';

export interface TelegramShare {
  /** The link that older clients share with `t.me/share/url`, and its text. */
  url: string;
  text: string;
  /** Asks the server for the prepared message (savePreparedInlineMessage) and returns its id. */
  prepareMessage: () => Promise<string>;
}

/**
 * Opens Telegram's own share sheet. A client with shareMessage (Mini Apps 8.0) shares the message
 * the server prepared, with its button that opens the mini app; an older client, or one for which
 * no message could be prepared, shares `url` and `text` through `t.me/share/url`. Returns false
 * when not inside Telegram (or the client can do neither), so the caller can fall back to the Web
 * Share API or copying.
 */
export async function shareThroughTelegram(share: TelegramShare): Promise<boolean> {
  if (telegramState.get().status !== 'ready') return false;
  const sdk = await import('@tma.js/sdk-react');
  if (sdk.shareMessage.isAvailable()) {
    let id: string | null = null;
    try {
      id = await share.prepareMessage();
    } catch (error) {
      logger.warn('No message could be prepared for sharing; sharing the link instead.', error);
    }
    if (id !== null) {
      try {
        await sdk.shareMessage(id);
      } catch (error) {
        // The player closed the sheet (prepared_message_failed): nothing to report.
        logger.debug('The prepared message was not sent', error);
      }
      return true;
    }
  }
  if (!sdk.shareURL.isAvailable()) return false;
  sdk.shareURL(share.url, share.text);
  return true;
}
