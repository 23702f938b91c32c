import type { BodyOf } from '@site/api-contract';
import { api } from '../api/api.ts';

export type TelegramShareSubject = BodyOf<'prepareTelegramShareMessage'>['subject'];

/** Telegram's share sheet speaks the site's language: Spanish for Spanish, English otherwise. */
export const shareLanguage = (siteLanguage: string | undefined): 'en' | 'es' => (siteLanguage?.split('-')[0] === 'es' ? 'es' : 'en');

/**
 * The id of the message the server prepares for Telegram's share sheet (the bot's
 * savePreparedInlineMessage, for the Telegram user the launch's init data proves). Inside Telegram
 * only: the SDK is already loaded there.
 */
export async function prepareTelegramShare(subject: TelegramShareSubject, language: 'en' | 'es'): Promise<string> {
  const sdk = await import('@tma.js/sdk-react');
  const initData = sdk.retrieveRawInitData();
  if (!initData) throw new Error('Telegram gave this launch no init data to share with.');
  const { id } = await api.call('prepareTelegramShareMessage', { body: { initData, language, subject } });
  return id;
}
