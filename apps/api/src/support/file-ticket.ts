import type { BodyOf } from '@site/api-contract';
import { advisoryLockKeys, takeAdvisoryLock } from '../db/advisory-locks.ts';
import { listVerifiedEmails } from '../accounts/identity-store.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import { newTicketNumber } from './ticket-number.ts';

const HOUR_MS = 3_600_000;

export interface FiledTicket {
  number: string;
  createdAt: Date;
  /** Where the acknowledgement goes; null when there is no address. */
  replyTo: string | null;
  category: string;
}

type NewTicket = BodyOf<'createSupportTicket'>;

/** Diagnostics go with the visitor's consent, and only then: both ways round is a caller's mistake. */
function diagnosticsOf(ticket: NewTicket): NonNullable<NewTicket['diagnostics']> | null {
  if (!ticket.shareDiagnostics) {
    if (ticket.diagnostics !== undefined) throw new ApiError('validation_failed', 'diagnostics are sent only with shareDiagnostics: true; nothing was stored.', { field: 'body.diagnostics' });
    return null;
  }
  if (ticket.diagnostics === undefined) throw new ApiError('validation_failed', 'shareDiagnostics is true, so send diagnostics (page, appVersion, device).', { field: 'body.diagnostics' });
  return ticket.diagnostics;
}

/**
 * Refuses the ticket when `column` = `value` already filed `limit` tickets in the last hour. The
 * caller holds the advisory lock of that value, so two requests cannot both see room for one.
 */
export async function checkHourlyLimit(tx: Queryable, column: 'account_id' | 'contact_email' | 'telegram_chat_id', value: string, limit: number, now: Date): Promise<void> {
  await takeAdvisoryLock(tx, advisoryLockKeys.supportTickets(column, value));
  const since = new Date(now.getTime() - HOUR_MS);
  const [row] = await tx.query<{ filed: number; oldest: Date | null }>(
    `SELECT count(*)::int AS filed, min(created_at) AS oldest FROM support_tickets WHERE ${column} = $1 AND created_at > $2`,
    [value, since],
  );
  if (row === undefined || row.filed < limit || row.oldest === null) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((row.oldest.getTime() + HOUR_MS - now.getTime()) / 1000));
  const who = { account_id: 'this account', contact_email: 'this contact address', telegram_chat_id: 'this Telegram chat' }[column];
  throw new ApiError('rate_limited', `Too many tickets from ${who} in the last hour. Try again later.`, {
    ...(column === 'contact_email' ? { field: 'body.contactEmail' } : {}),
    retryAfterSeconds,
  });
}

/** The verified e-mail of an account, the oldest if several, for the acknowledgement. */
async function accountEmail(tx: Queryable, accountId: string): Promise<string | null> {
  const [oldest] = await listVerifiedEmails(tx, accountId);
  return oldest ?? null;
}

/**
 * Stores a ticket in one transaction, after the per-hour limits of its account and its contact
 * address: a refused ticket stores nothing. Markup in the message is kept as the text it is.
 */
export async function fileTicket(db: Database, ticket: NewTicket, options: { accountId: string | null; now: Date; perHour: number }): Promise<FiledTicket> {
  const diagnostics = diagnosticsOf(ticket);
  const contact = ticket.contactEmail === undefined ? null : ticket.contactEmail.trim().toLowerCase();
  const message = ticket.message.replace(/\r\n?/g, '\n');
  const { accountId, now } = options;

  return db.transaction(async (tx) => {
    // Accounts before addresses, always: two tickets never wait for each other's locks in a circle.
    if (accountId !== null) await checkHourlyLimit(tx, 'account_id', accountId, options.perHour, now);
    if (contact !== null) await checkHourlyLimit(tx, 'contact_email', contact, options.perHour, now);
    const replyTo = contact ?? (accountId === null ? null : await accountEmail(tx, accountId));

    const number = await insertTicket(tx, {
      category: ticket.category,
      message,
      account_id: accountId,
      contact_email: contact,
      reply_to: replyTo,
      diagnostics_page: diagnostics?.page ?? null,
      diagnostics_app_version: diagnostics?.appVersion ?? null,
      diagnostics_device: diagnostics?.device ?? null,
      created_at: now,
    });
    return { number, createdAt: now, replyTo, category: ticket.category };
  });
}

type OptionalTicketColumn = 'contact_email' | 'reply_to' | 'diagnostics_page' | 'diagnostics_app_version' | 'diagnostics_device' | 'telegram_chat_id' | 'telegram_message_id' | 'telegram_language';
type TicketColumns = { category: string; message: string; account_id: string | null; created_at: Date } & Partial<Record<OptionalTicketColumn, string | bigint | null>>;

/** Inserts a ticket under a new number (a number already taken is drawn again) and returns the number. */
export async function insertTicket(tx: Queryable, columns: TicketColumns): Promise<string> {
  const names = Object.keys(columns);
  const values = Object.values(columns);
  for (let attempt = 0; attempt < 10; attempt++) {
    const number = newTicketNumber();
    const inserted = await tx.query<{ number: string }>(
      `INSERT INTO support_tickets (number, ${names.join(', ')}) VALUES ($1, ${names.map((_, index) => `$${index + 2}`).join(', ')})
       ON CONFLICT (number) DO NOTHING RETURNING number`,
      [number, ...values],
    );
    if (inserted.length === 1) return number;
  }
  throw new Error('No free ticket number in 10 draws');
}
