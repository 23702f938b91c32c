import { randomInt } from 'node:crypto';

/**
 * A new ticket number: `T-` and eight digits, the first not 0 (90 million numbers). Random, so a
 * number says nothing about how many tickets there are; short, so people can read it out. The
 * database's unique index decides: a number already taken is drawn again (file-ticket.ts).
 */
export const newTicketNumber = (): string => `T-${randomInt(10_000_000, 100_000_000)}`;
