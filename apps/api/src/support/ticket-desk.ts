import type { SupportTicket } from '@site/api-contract';
import type { Database } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import { requireTicket } from './ticket-view.ts';

const notFound = (number: string): ApiError => new ApiError('not_found', `There is no ticket ${number}.`, { field: 'params.number' });

/** The Telegram chat a ticket opened with /paysupport is answered in, and in which language. */
export interface TelegramChat {
  chatId: number;
  language: 'en' | 'es';
}

/**
 * Stores a moderator's answer and gives the address it is to be mailed to (the ticket's reply
 * address, null when it has none) and the Telegram chat it is to be sent to (null unless the
 * ticket was opened there). The caller sends it once this has committed.
 */
export async function answerTicket(
  db: Database,
  number: string,
  answer: { authorId: string; text: string; now: Date },
): Promise<{ ticket: SupportTicket; mailTo: string | null; telegram: TelegramChat | null; text: string }> {
  const text = answer.text.replace(/\r\n?/g, '\n');
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string; reply_to: string | null; telegram_chat_id: bigint | null; telegram_language: 'en' | 'es' | null }>(
      'SELECT id, reply_to, telegram_chat_id, telegram_language FROM support_tickets WHERE number = $1 FOR UPDATE',
      [number],
    );
    if (!row) throw notFound(number);
    await tx.query('INSERT INTO support_ticket_answers (ticket_id, author_account_id, text, mailed_to, sent_to_telegram_chat, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      row.id,
      answer.authorId,
      text,
      row.reply_to,
      row.telegram_chat_id,
      answer.now,
    ]);
    const telegram = row.telegram_chat_id === null ? null : { chatId: Number(row.telegram_chat_id), language: row.telegram_language ?? 'en' };
    return { ticket: await requireTicket(tx, number), mailTo: row.reply_to, telegram, text };
  });
}

/** Closes or reopens a ticket; asking for the state it is in already changes nothing. */
export async function setTicketStatus(db: Database, number: string, status: SupportTicket['status'], now: Date): Promise<SupportTicket> {
  return db.transaction(async (tx) => {
    const updated = await tx.query<{ number: string }>(
      `UPDATE support_tickets SET status = $2, closed_at = CASE WHEN $2 = 'closed' THEN coalesce(closed_at, $3) ELSE NULL END
        WHERE number = $1 RETURNING number`,
      [number, status, now],
    );
    if (updated.length === 0) throw notFound(number);
    return requireTicket(tx, number);
  });
}
