import { advisoryLockKeys, takeAdvisoryLock } from '../db/advisory-locks.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import { checkHourlyLimit, insertTicket } from './file-ticket.ts';

/** A ticket asked for in the bot's private chat: the chat and the message that asked, and what the ticket says. */
export interface TelegramTicketRequest {
  chatId: number;
  messageId: number;
  language: 'en' | 'es';
  /** The account the Telegram user signs in to, when there is one. */
  accountId: string | null;
  message: string;
}

export type TelegramTicketResult = { outcome: 'filed' | 'already_filed'; number: string } | { outcome: 'rate_limited'; retryAfterSeconds: number };

/**
 * Opens a payment ticket for a chat, in one transaction: the same message again (Telegram delivers
 * an update until it is answered) gives the ticket it opened, and the per-hour limits of the
 * account and of the chat hold as for the site's form. The answers go back to the chat
 * (ticket-desk.ts), so the ticket has no address.
 */
export function fileTelegramTicket(db: Database, request: TelegramTicketRequest, options: { now: Date; perHour: number }): Promise<TelegramTicketResult> {
  const { chatId, messageId, accountId } = request;
  const { now, perHour } = options;
  return db.transaction(async (tx): Promise<TelegramTicketResult> => {
    // Accounts before chats, as the site's form takes accounts before addresses.
    if (accountId !== null) await takeAdvisoryLock(tx, advisoryLockKeys.supportTickets('account_id', accountId));
    await takeAdvisoryLock(tx, advisoryLockKeys.supportTickets('telegram_chat_id', String(chatId)));
    const [filed] = await tx.query<{ number: string }>('SELECT number FROM support_tickets WHERE telegram_chat_id = $1 AND telegram_message_id = $2', [chatId, messageId]);
    if (filed) return { outcome: 'already_filed', number: filed.number };
    try {
      if (accountId !== null) await checkHourlyLimit(tx, 'account_id', accountId, perHour, now);
      await checkHourlyLimit(tx, 'telegram_chat_id', String(chatId), perHour, now);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'rate_limited') return { outcome: 'rate_limited', retryAfterSeconds: error.details?.retryAfterSeconds ?? 3600 };
      throw error;
    }
    const number = await insertTicket(tx, {
      category: 'payment',
      message: request.message,
      account_id: accountId,
      telegram_chat_id: BigInt(chatId),
      telegram_message_id: BigInt(messageId),
      telegram_language: request.language,
      created_at: now,
    });
    return { outcome: 'filed', number };
  });
}
