import { isInviteCode } from '@site/api-contract/invite-code';
import { chatLanguage } from './chat-language.ts';

/** The invite code of `/start <parameter>` (a deep link t.me/<bot>?start=<parameter>), or null for none (anything else is dropped). */
export const startInviteCode = (parameter: string): string | null => (isInviteCode(parameter) ? parameter : null);

const texts = {
  en: { text: 'Play Core Games right here in Telegram: tap the button to open the games.', button: 'Play' },
  es: { text: 'Juega a Core Games aquí mismo en Telegram: toca el botón para abrir los juegos.', button: 'Jugar' },
};

/**
 * The answer to /start: a message with one button that opens the site as the mini app
 * (`web_app`), keeping the invite as `?ref=` (which the site reads as it reads any invite link).
 * Spanish for a Spanish Telegram, English otherwise.
 */
export function startReply(chatId: number, publicOrigin: string, inviteCode: string | null, languageCode: unknown): Record<string, unknown> {
  const words = texts[chatLanguage(languageCode)];
  const url = new URL('/', publicOrigin);
  if (inviteCode !== null) url.searchParams.set('ref', inviteCode);
  return { chat_id: chatId, text: words.text, reply_markup: { inline_keyboard: [[{ text: words.button, web_app: { url: url.href } }]] } };
}
