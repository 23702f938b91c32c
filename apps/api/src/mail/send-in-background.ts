import type { FastifyBaseLogger } from 'fastify';
import type { InFlightWork } from '../in-flight-work.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

/**
 * Sends without making the answer wait: the time an answer takes must not tell whether a message
 * went out (and so whether an address has an account). The send stays in flight, so shutdown
 * waits for it. A failure is logged with the subject only, never the text, which holds a
 * single-use link.
 */
export function sendInBackground(ctx: { mailer: Mailer; inFlight: InFlightWork }, log: FastifyBaseLogger, mail: OutgoingMail): void {
  const sending = ctx.mailer.send(mail).catch((error: unknown) => {
    log.error({ mailSubject: mail.subject, reason: error instanceof Error ? error.message : String(error) }, 'mail could not be sent');
  });
  ctx.inFlight.track(sending);
}
