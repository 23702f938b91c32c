import { supportLimits } from '@site/api-contract';
import type { FastifyInstance } from 'fastify';
import { sendInBackground } from '../mail/send-in-background.ts';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { fileTicket } from '../support/file-ticket.ts';
import { sendTicketAnswerInBackground } from '../telegram-bot/send-ticket-answer.ts';
import { acknowledgementMail, answerMail } from '../support/support-mail.ts';
import { answerTicket, setTicketStatus } from '../support/ticket-desk.ts';
import { listTickets, requireTicket } from '../support/ticket-view.ts';

/**
 * `/api/support/tickets` (anyone files a ticket) and `/api/admin/support/tickets` (the moderators'
 * desk). Mail, and an answer to a ticket opened in the bot's chat, go in the background: a slow or
 * failing mail server or Bot API never fails or delays a ticket.
 */
export function registerSupportRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'createSupportTicket', async ({ body, principal, raw }) => {
    const filed = await fileTicket(ctx.db, body, { accountId: principal?.accountId ?? null, now: ctx.now(), perHour: ctx.config.support.ticketsPerHour });
    if (filed.replyTo !== null) sendInBackground(ctx, raw.log, acknowledgementMail(filed.replyTo, filed, ctx.config.publicOrigin));
    return { number: filed.number, createdAt: filed.createdAt.toISOString(), acknowledgementMailed: filed.replyTo !== null };
  });

  endpoint(app, 'listSupportTickets', ({ query }) => listTickets(ctx.db, Number(query.page ?? '1'), supportLimits.pageSize));

  endpoint(app, 'getSupportTicket', async ({ params }) => ({ ticket: await requireTicket(ctx.db, params.number) }));

  endpoint(app, 'answerSupportTicket', async ({ params, body, principal, raw }) => {
    const { ticket, mailTo, telegram, text } = await answerTicket(ctx.db, params.number, { authorId: principal.accountId, text: body.text, now: ctx.now() });
    if (mailTo !== null) sendInBackground(ctx, raw.log, answerMail(mailTo, ticket, text));
    if (telegram !== null) sendTicketAnswerInBackground(ctx, raw.log, telegram, ticket.number, text);
    return { ticket };
  });

  endpoint(app, 'closeSupportTicket', async ({ params }) => ({ ticket: await setTicketStatus(ctx.db, params.number, 'closed', ctx.now()) }));
  endpoint(app, 'reopenSupportTicket', async ({ params }) => ({ ticket: await setTicketStatus(ctx.db, params.number, 'open', ctx.now()) }));
}
