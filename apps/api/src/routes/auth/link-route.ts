import type { FastifyInstance } from 'fastify';
import { findIdentityOwner } from '../../accounts/identity-store.ts';
import type { ServerContext } from '../../context.ts';
import { endpoint } from '../../http/endpoint.ts';
import { hitIdentityRateLimit } from '../../sessions/rate-limit.ts';
import { hashPassword, passwordHashParameters } from '../../auth/password-hash.ts';
import { checkPasswordRules } from '../../auth/password-rules.ts';
import { issueToken } from '../../auth/single-use-tokens.ts';
import { normalizeEmail } from '../../auth/email/email-address.ts';
import { siteLinks, VERIFY_LINK_TTL_SECONDS } from '../../auth/email/email-links.ts';
import { addressInUseMail, linkAddressMail } from '../../auth/email/email-messages.ts';
import { endLiveLinks, type PendingAddress } from '../../auth/email/pending-tokens.ts';
import { sendInBackground } from '../../mail/send-in-background.ts';

/**
 * Adds an e-mail and password to the signed-in account once the mailed link is followed. An
 * address that already has an account gets no link (accounts are never merged silently) but a
 * notice, and the caller the same 202 either way.
 */
export function registerLinkRoute(app: FastifyInstance, ctx: ServerContext): void {
  const links = siteLinks(ctx.config);
  const hashing = passwordHashParameters(ctx.config);

  endpoint(app, 'emailLink', async ({ body, principal, raw }) => {
    const email = normalizeEmail(body.email);
    await hitIdentityRateLimit(ctx, 'email-link', email);
    checkPasswordRules(body.password, 'body.password', email);
    const passwordHash = await hashPassword(body.password, hashing);
    const now = ctx.now();
    if (await findIdentityOwner(ctx.db, 'email', email)) {
      sendInBackground(ctx, raw.log, addressInUseMail(email, { signIn: links.signIn(), forgot: links.forgot() }));
      return { status: 'accepted' as const };
    }
    const pending: PendingAddress = { kind: 'link', email, passwordHash };
    const { token } = await ctx.db.transaction(async (tx) => {
      await endLiveLinks(tx, { purpose: 'email_verify', email, now, accountId: principal.accountId });
      return issueToken(tx, { purpose: 'email_verify', ttlSeconds: VERIFY_LINK_TTL_SECONDS, now, accountId: principal.accountId, data: pending });
    });
    sendInBackground(ctx, raw.log, linkAddressMail(email, links.verify(token)));
    return { status: 'accepted' as const };
  });
}
