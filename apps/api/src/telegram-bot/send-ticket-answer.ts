import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../context.ts';
import type { TelegramChat } from '../support/ticket-desk.ts';
import { callBotApi } from '../telegram-bot-api/call-bot-api.ts';

const heading = {
  en: (number: string) => `Support answered your ticket ${number}:`,
  es: (number: string) => `Soporte respondió a tu ticket ${number}:`,
};

/** The message that carries a moderator's answer to the chat the ticket was opened from: the answer as written, as plain text. */
export function ticketAnswerMessage(chat: TelegramChat, number: string, answer: string): Record<string, unknown> {
  return { chat_id: chat.chatId, text: `${heading[chat.language](number)}\n\n${answer}` };
}

/**
 * Sends a moderator's answer to the ticket's Telegram chat without making the desk wait, as the
 * answers by mail are sent (mail/send-in-background.ts): shutdown waits for it, and a failure
 * (the bot blocked, Telegram away, the bot no longer set up) is logged without the text.
 */
export function sendTicketAnswerInBackground(ctx: ServerContext, log: FastifyBaseLogger, chat: TelegramChat, number: string, answer: string): void {
  const token = ctx.config.telegram.botToken;
  if (token === null) {
    log.error({ ticket: number }, 'A ticket answer could not be sent to Telegram: TELEGRAM_BOT_TOKEN is not set');
    return;
  }
  const sending = callBotApi({ apiUrl: ctx.config.telegramBotApi.apiUrl, token }, 'sendMessage', ticketAnswerMessage(chat, number, answer)).catch((error: unknown) => {
    log.error({ ticket: number, reason: error instanceof Error ? error.message : String(error) }, 'A ticket answer could not be sent to Telegram');
  });
  ctx.inFlight.track(sending);
}
