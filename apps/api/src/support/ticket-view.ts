import type { SupportTicket } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { listDisplayNames } from '../accounts/account-store.ts';
import { ApiError } from '../errors/api-error.ts';

interface TicketRow {
  id: string;
  number: string;
  category: SupportTicket['category'];
  message: string;
  status: SupportTicket['status'];
  contact_email: string | null;
  reply_to: string | null;
  from_telegram: boolean;
  account_id: string | null;
  diagnostics_page: string | null;
  diagnostics_app_version: string | null;
  diagnostics_device: string | null;
  created_at: Date;
  closed_at: Date | null;
}

interface AnswerRow {
  id: string;
  ticket_id: string;
  text: string;
  author_account_id: string | null;
  mailed_to: string | null;
  sent_to_telegram: boolean;
  created_at: Date;
}

const ticketColumns = `t.id, t.number, t.category, t.message, t.status, t.contact_email, t.reply_to, t.telegram_chat_id IS NOT NULL AS from_telegram, t.account_id,
       t.diagnostics_page, t.diagnostics_app_version, t.diagnostics_device, t.created_at, t.closed_at
  FROM support_tickets t`;

/** Open tickets first, oldest first (the queue); then closed ones, most recently closed first. */
const deskOrder = "(t.status = 'closed'), CASE WHEN t.status = 'open' THEN t.created_at END, t.closed_at DESC, t.id";

async function withAnswers(db: Queryable, rows: readonly TicketRow[]): Promise<SupportTicket[]> {
  if (rows.length === 0) return [];
  const answers = await db.query<AnswerRow>(
    `SELECT s.id, s.ticket_id, s.text, s.author_account_id, s.mailed_to, s.sent_to_telegram_chat IS NOT NULL AS sent_to_telegram, s.created_at
       FROM support_ticket_answers s
      WHERE s.ticket_id = ANY($1) ORDER BY s.created_at, s.id`,
    [rows.map((row) => row.id)],
  );
  const names = await listDisplayNames(db, [...rows.map((row) => row.account_id), ...answers.map((answer) => answer.author_account_id)]);
  return rows.map((row) => ({
    number: row.number,
    category: row.category,
    message: row.message,
    status: row.status,
    contactEmail: row.contact_email,
    replyTo: row.reply_to,
    fromTelegram: row.from_telegram,
    account: row.account_id === null ? null : { id: row.account_id, displayName: names.get(row.account_id) ?? '' },
    diagnostics:
      row.diagnostics_page === null ? null : { page: row.diagnostics_page, appVersion: row.diagnostics_app_version ?? '', device: row.diagnostics_device ?? '' },
    createdAt: row.created_at.toISOString(),
    closedAt: row.closed_at?.toISOString() ?? null,
    answers: answers
      .filter((answer) => answer.ticket_id === row.id)
      .map((answer) => ({ id: answer.id, text: answer.text, author: answer.author_account_id === null ? null : (names.get(answer.author_account_id) ?? null), mailedTo: answer.mailed_to, sentToTelegram: answer.sent_to_telegram, createdAt: answer.created_at.toISOString() })),
  }));
}

/** One ticket with its answers; 404 naming the number when there is none. */
export async function requireTicket(db: Queryable, number: string): Promise<SupportTicket> {
  const rows = await db.query<TicketRow>(`SELECT ${ticketColumns} WHERE t.number = $1`, [number]);
  const [ticket] = await withAnswers(db, rows);
  if (!ticket) throw new ApiError('not_found', `There is no ticket ${number}.`, { field: 'params.number' });
  return ticket;
}

/** One page of the desk, and how many pages and open tickets there are. */
export async function listTickets(db: Queryable, page: number, pageSize: number): Promise<{ tickets: SupportTicket[]; page: number; pageCount: number; openCount: number }> {
  const [counts] = await db.query<{ total: number; open: number }>(
    "SELECT count(*)::int AS total, (count(*) FILTER (WHERE status = 'open'))::int AS open FROM support_tickets",
  );
  const rows = await db.query<TicketRow>(`SELECT ${ticketColumns} ORDER BY ${deskOrder} LIMIT $1 OFFSET $2`, [pageSize, (page - 1) * pageSize]);
  return {
    tickets: await withAnswers(db, rows),
    page,
    pageCount: Math.max(1, Math.ceil((counts?.total ?? 0) / pageSize)),
    openCount: counts?.open ?? 0,
  };
}
