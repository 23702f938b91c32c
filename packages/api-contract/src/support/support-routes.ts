import type { RouteInfo } from '../route-info.ts';

/**
 * Support tickets (the site's `/submit-user-issue`): anyone files one; moderators and admins
 * read, answer and close them. A ticket is named by its number, `T-` and eight digits (e.g.
 * `T-40817263`), random so it tells nothing about how many tickets there are, and short enough to
 * read out on the phone.
 */
export const supportRoutes = {
  createSupportTicket: {
    method: 'POST',
    path: '/api/support/tickets',
    auth: 'optional',
    status: 201,
    rateLimited: true,
    summary:
      'Files a ticket, signed in or not: category, message (1–4000 characters), optional contact e-mail and, only with shareDiagnostics: true, the page, app version and device. Answers the ticket number; an acknowledgement is mailed in the background to the contact address, or else to the account’s verified e-mail. Limited per IP and, per hour, per account and per contact address (429 rate_limited, nothing stored).',
  },
  listSupportTickets: {
    method: 'GET',
    path: '/api/admin/support/tickets',
    auth: 'session',
    role: 'moderator',
    summary: 'Moderators and admins: tickets, open ones first (oldest first), then closed ones (most recently closed first), 20 a page.',
  },
  getSupportTicket: {
    method: 'GET',
    path: '/api/admin/support/tickets/:number',
    auth: 'session',
    errors: ['not_found'],
    role: 'moderator',
    summary: 'Moderators and admins: one ticket with its answers.',
  },
  answerSupportTicket: {
    method: 'POST',
    path: '/api/admin/support/tickets/:number/answers',
    auth: 'session',
    errors: ['not_found'],
    role: 'moderator',
    status: 201,
    summary: 'Moderators and admins: stores an answer (plain text) and mails it in the background to the address the acknowledgement went to, when the ticket has one. The ticket stays as it is (open or closed).',
  },
  closeSupportTicket: {
    method: 'POST',
    path: '/api/admin/support/tickets/:number/close',
    auth: 'session',
    errors: ['not_found'],
    role: 'moderator',
    summary: 'Moderators and admins: closes the ticket (closing a closed ticket changes nothing).',
  },
  reopenSupportTicket: {
    method: 'POST',
    path: '/api/admin/support/tickets/:number/reopen',
    auth: 'session',
    errors: ['not_found'],
    role: 'moderator',
    summary: 'Moderators and admins: opens a closed ticket again (reopening an open ticket changes nothing).',
  },
} as const satisfies Record<string, RouteInfo>;
