import type { FastifyInstance } from 'fastify';
import { completeSignIn } from '../../auth/complete-sign-in.ts';
import { requireAccountView } from '../../accounts/account-view.ts';
import { findIdentityOwner, listPasswordIdentities, listVerifiedEmails, setEmailPassword, setPasswordHash } from '../../accounts/identity-store.ts';
import type { ServerContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { endpoint } from '../../http/endpoint.ts';
import { hitIdentityRateLimit } from '../../sessions/rate-limit.ts';
import { hashPassword, passwordHashParameters, verifyPassword } from '../../auth/password-hash.ts';
import { checkPasswordRules } from '../../auth/password-rules.ts';
import { sendSecurityNotice } from '../../security-notices/send-security-notice.ts';
import { endOtherSessions } from '../../sessions/sessions.ts';
import { consumeToken, issueToken } from '../../auth/single-use-tokens.ts';
import { normalizeEmail } from '../../auth/email/email-address.ts';
import { RESET_LINK_TTL_SECONDS, siteLinks } from '../../auth/email/email-links.ts';
import { passwordResetMail } from '../../auth/email/email-messages.ts';
import { linkInvalid } from '../../auth/email/link-invalid.ts';
import { endLiveLinks, peekToken, type PendingReset } from '../../auth/email/pending-tokens.ts';
import { sendInBackground } from '../../mail/send-in-background.ts';

/** A forgotten password (a single-use link, 1 hour) and a known one changed. */
export function registerPasswordRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const links = siteLinks(ctx.config);
  const hashing = passwordHashParameters(ctx.config);

  endpoint(app, 'passwordForgot', async ({ body, raw }) => {
    const email = normalizeEmail(body.email);
    await hitIdentityRateLimit(ctx, 'password-forgot', email);
    const now = ctx.now();
    const token = await ctx.db.transaction(async (tx) => {
      const accountId = await findIdentityOwner(tx, 'email', email);
      if (accountId === null) return null;
      await endLiveLinks(tx, { purpose: 'password_reset', email, now });
      const data: PendingReset = { email };
      return (await issueToken(tx, { purpose: 'password_reset', ttlSeconds: RESET_LINK_TTL_SECONDS, now, accountId, data })).token;
    });
    if (token !== null) sendInBackground(ctx, raw.log, passwordResetMail(email, links.reset(token)));
    return { status: 'accepted' as const };
  });

  endpoint(app, 'passwordReset', async ({ body, raw }, reply) => {
    const live = await peekToken<PendingReset>(ctx.db, 'password_reset', body.token, ctx.now());
    if (!live?.accountId) throw linkInvalid();
    const { accountId } = live;
    const { email } = live.data;
    await hitIdentityRateLimit(ctx, 'password-reset', email);
    // Checked before the link is used, so a refused password leaves the link working.
    checkPasswordRules(body.password, 'body.password', email);
    const passwordHash = await hashPassword(body.password, hashing);
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      if (!(await consumeToken(tx, 'password_reset', body.token, now))) throw linkInvalid();
      // False: the address was removed from the account after the link was sent.
      if (!(await setEmailPassword(tx, accountId, email, passwordHash))) throw linkInvalid();
      // Whoever knew the old password is signed out everywhere.
      await endOtherSessions(tx, accountId, null);
      await endLiveLinks(tx, { purpose: 'password_reset', email, now });
    });
    const account = await completeSignIn(ctx, raw, reply, { kind: 'email', subject: email, label: email, verified: true });
    await sendSecurityNotice(ctx, raw, 'password_reset', await listVerifiedEmails(ctx.db, accountId));
    return { account };
  });

  endpoint(app, 'passwordChange', async ({ body, principal, raw }) => {
    await hitIdentityRateLimit(ctx, 'password-change', principal.accountId);
    const identities = await listPasswordIdentities(ctx.db, principal.accountId);
    if (identities.length === 0) {
      throw new ApiError('no_password', 'This account has no password to change: add an e-mail address and password to it first.');
    }
    let matched: (typeof identities)[number] | undefined;
    for (const identity of identities) {
      if (await verifyPassword(body.currentPassword, identity.passwordHash)) {
        matched = identity;
        break;
      }
    }
    if (!matched) throw new ApiError('bad_credentials', 'The current password is wrong.', { field: 'body.currentPassword' });
    checkPasswordRules(body.newPassword, 'body.newPassword', matched.subject);
    const passwordHash = await hashPassword(body.newPassword, hashing);
    const identityId = matched.id;
    await ctx.db.transaction(async (tx) => {
      await setPasswordHash(tx, identityId, passwordHash);
      await endOtherSessions(tx, principal.accountId, principal.sessionId);
    });
    await sendSecurityNotice(ctx, raw, 'password_changed', await listVerifiedEmails(ctx.db, principal.accountId));
    return { account: await requireAccountView(ctx.db, principal.accountId) };
  });
}
