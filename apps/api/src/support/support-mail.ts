import type { OutgoingMail } from '../mail/mailer.ts';

const SITE = 'Core Games';

/**
 * The acknowledgement of a new ticket. It never repeats the message: anyone may type any address
 * as the contact, so the text must not let a stranger put their words in someone's mailbox.
 */
export function acknowledgementMail(to: string, ticket: { number: string; category: string }, origin: string): OutgoingMail {
  return {
    to,
    subject: `${SITE} support: we received your report ${ticket.number}`,
    text: [
      `Thank you for telling us about a problem (${ticket.category}). Your ticket number is ${ticket.number}.`,
      '',
      'A moderator will read it and answer at this address. Mention the ticket number if you write to us about it again:',
      `${origin}/submit-user-issue`,
      '',
      'If you did not send a report, ignore this message.',
    ].join('\n'),
  };
}

/** A moderator's answer to a ticket, as they wrote it (plain text). */
export function answerMail(to: string, ticket: { number: string }, answer: string): OutgoingMail {
  return {
    to,
    subject: `${SITE} support: an answer to your report ${ticket.number}`,
    text: [`A moderator answered your report ${ticket.number}:`, '', answer, '', `— ${SITE} support`].join('\n'),
  };
}
