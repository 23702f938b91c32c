import type { FastifyRequest } from 'fastify';
import { sendInBackground } from '../mail/send-in-background.ts';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { describeDevice } from './describe-device.ts';
import { securityNoticeMail, type SecurityNoticeKind } from './security-notice-mail.ts';

/** Notices of one kind one address receives in any hour (rolling); more are not mailed, so a bot cannot flood an inbox. */
export const NOTICES_PER_ADDRESS_PER_HOUR = 5;


/**
 * Mails a security notice of `kind` to each of `recipients`, in the background (a slow mail server
 * never delays the change). An address that had its hourly share of this kind gets nothing more.
 */
export async function sendSecurityNotice(
  ctx: ServerContext,
  request: FastifyRequest,
  kind: SecurityNoticeKind,
  recipients: readonly string[],
  detail = '',
): Promise<void> {
  const at = ctx.now();
  const context = { at, device: describeDevice(request.headers['user-agent'] ?? ''), ip: request.ip, origin: ctx.config.publicOrigin };
  for (const recipient of new Set(recipients)) {
    if (!(await takeNoticeAllowance(ctx.db, recipient, kind, at))) {
      request.log.warn({ kind }, 'security notice not mailed: the address had its hourly share');
      continue;
    }
    sendInBackground(ctx, request.log, securityNoticeMail(recipient, kind, context, detail));
  }
}

/** Counts a notice to `recipient` unless the last hour already holds the limit; true when it may go. */
async function takeNoticeAllowance(db: Queryable, recipient: string, kind: SecurityNoticeKind, now: Date): Promise<boolean> {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  // A flood guard, not a ledger: requests at the same instant may each pass before the other's row.
  const rows = await db.query<{ id: string }>(
    `INSERT INTO security_notices_sent (recipient, kind, sent_at)
       SELECT $1, $2, $3 WHERE (SELECT count(*) FROM security_notices_sent WHERE recipient = $1 AND kind = $2 AND sent_at > $4) < $5
       RETURNING id`,
    [recipient, kind, now, hourAgo, NOTICES_PER_ADDRESS_PER_HOUR],
  );
  await db.query('DELETE FROM security_notices_sent WHERE recipient = $1 AND sent_at <= $2', [recipient, hourAgo]);
  return rows.length > 0;
}
