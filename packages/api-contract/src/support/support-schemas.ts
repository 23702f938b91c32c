import { Type, type Static } from 'typebox';
import { Email, Id, Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import type { supportRoutes } from './support-routes.ts';
import { supportLimits } from './support-limits.ts';
import { visibleMultiLinePattern } from '../text-bounds.ts';

export const supportCategories = ['account', 'payment', 'game', 'bug', 'other'] as const;
export const SupportCategory = Type.Union([Type.Literal('account'), Type.Literal('payment'), Type.Literal('game'), Type.Literal('bug'), Type.Literal('other')]);

export const TicketNumber = Type.String({ maxLength: 10, pattern: '^T-[1-9][0-9]{7}$', description: 'T- and eight digits, e.g. T-40817263.' });
export const TicketStatus = Type.Union([Type.Literal('open'), Type.Literal('closed')]);

/** Plain text a person wrote: line breaks (LF or CRLF) and tabs allowed, other control characters not, something visible (text-bounds.ts). */
const plainText = (maxLength: number, description: string) => Type.String({ minLength: 1, maxLength, pattern: visibleMultiLinePattern, description });

/** One line without control characters. */
const oneLine = (maxLength: number, description: string) => Type.String({ minLength: 1, maxLength, pattern: '^[^\\u0000-\\u001F\\u007F]+$', description });

/** What the visitor agreed to send with the ticket: where they were, which build, which device. */
export const TicketDiagnostics = Strict({
  page: Type.String({ minLength: 1, maxLength: supportLimits.pageMaxLength, pattern: '^/[^\\s\\u0000-\\u001F\\u007F]*$', description: 'The site path (and query) the visitor came from, e.g. /profile.' }),
  appVersion: oneLine(supportLimits.appVersionMaxLength, 'The build of the site, e.g. 1.4.0 (abc1234).'),
  device: oneLine(supportLimits.deviceMaxLength, "The browser's user agent or a short description of the device."),
});

export const NewTicket = Strict({
  category: SupportCategory,
  message: plainText(supportLimits.messageMaxLength, 'What went wrong, in plain text (1–4000 characters).'),
  contactEmail: Type.Optional(Email),
  /** Consent: diagnostics are sent and stored only when this is true. */
  shareDiagnostics: Type.Boolean({ description: 'Whether the visitor agrees to send the page, app version and device.' }),
  diagnostics: Type.Optional(TicketDiagnostics),
});

export const TicketAnswerView = Strict({
  id: Id,
  text: Type.String(),
  author: Type.Union([Type.String(), Type.Null()], { description: "The moderator's display name; null once their account is gone." }),
  /** Where the answer was mailed; null when the ticket has no address. */
  mailedTo: Type.Union([Type.String(), Type.Null()]),
  /** Whether the answer was sent to the Telegram chat the ticket was opened from (/paysupport). */
  sentToTelegram: Type.Boolean(),
  createdAt: Timestamp,
});

export const SupportTicket = Strict({
  number: TicketNumber,
  category: SupportCategory,
  /** Exactly as written: show it as text, never as HTML. */
  message: Type.String(),
  status: TicketStatus,
  /** The address the visitor gave, if any. */
  contactEmail: Type.Union([Email, Type.Null()]),
  /** Where the acknowledgement and answers go: the contact address, else the account's verified e-mail, else null. */
  replyTo: Type.Union([Email, Type.Null()]),
  /** Opened with /paysupport in the bot's Telegram chat: the answers are sent back to that chat. */
  fromTelegram: Type.Boolean(),
  /** Who filed it when signed in: their display name. */
  account: Type.Union([Strict({ id: Id, displayName: Type.String() }), Type.Null()]),
  /** Null when the visitor did not agree to send them. */
  diagnostics: Type.Union([TicketDiagnostics, Type.Null()]),
  createdAt: Timestamp,
  closedAt: Type.Union([Timestamp, Type.Null()]),
  /** Oldest first. */
  answers: Type.Array(TicketAnswerView),
});
export type SupportTicket = Static<typeof SupportTicket>;

const TicketParams = Strict({ number: TicketNumber });

export const supportSchemas = {
  createSupportTicket: {
    body: NewTicket,
    response: Strict({
      number: TicketNumber,
      createdAt: Timestamp,
      /** Whether an acknowledgement is on its way (there is an address to send it to). */
      acknowledgementMailed: Type.Boolean(),
    }),
  },
  listSupportTickets: {
    query: Strict({ page: Type.Optional(Type.String({ maxLength: 6, pattern: '^[1-9][0-9]{0,5}$', description: 'Page number from 1 (default 1).' })) }),
    response: Strict({
      tickets: Type.Array(SupportTicket),
      page: Type.Integer({ minimum: 1 }),
      pageCount: Type.Integer({ minimum: 1 }),
      openCount: Type.Integer({ minimum: 0 }),
    }),
  },
  getSupportTicket: { params: TicketParams, response: Strict({ ticket: SupportTicket }) },
  answerSupportTicket: {
    params: TicketParams,
    body: Strict({ text: plainText(supportLimits.answerMaxLength, 'The answer, in plain text (1–4000 characters).') }),
    response: Strict({ ticket: SupportTicket }),
  },
  closeSupportTicket: { params: TicketParams, response: Strict({ ticket: SupportTicket }) },
  reopenSupportTicket: { params: TicketParams, response: Strict({ ticket: SupportTicket }) },
} satisfies SchemasFor<typeof supportRoutes>;
