import type { FastifyInstance } from 'fastify';
import { completeSignIn } from '../../auth/complete-sign-in.ts';
import { createAccountWithIdentity, findIdentityOwner, linkIdentity, listVerifiedEmails, type ProvenIdentity } from '../../accounts/identity-store.ts';
import type { ServerContext } from '../../context.ts';
import { endpoint } from '../../http/endpoint.ts';
import { inviteCodeFromCookie } from '../../invites/invite-cookie.ts';
import { recordInviter } from '../../invites/record-inviter.ts';
import { hitIdentityRateLimit } from '../../sessions/rate-limit.ts';
import { sendSecurityNotice } from '../../security-notices/send-security-notice.ts';
import { hashPassword, passwordHashParameters } from '../../auth/password-hash.ts';
import { checkPasswordRules } from '../../auth/password-rules.ts';
import { consumeToken, issueToken } from '../../auth/single-use-tokens.ts';
import { normalizeEmail } from '../../auth/email/email-address.ts';
import { linkInvalid } from '../../auth/email/link-invalid.ts';
import { siteLinks, VERIFY_LINK_TTL_SECONDS } from '../../auth/email/email-links.ts';
import { alreadyRegisteredMail, verifyAddressMail } from '../../auth/email/email-messages.ts';
import { endLiveLinks, findPendingRegistration, peekToken, type PendingAddress } from '../../auth/email/pending-tokens.ts';
import { sendInBackground } from '../../mail/send-in-background.ts';

const accepted = { status: 'accepted' as const };

/**
 * Registration with e-mail and password (docs/architecture.md, "Security rules"): nothing is created until the mailed link is
 * followed; the pending registration lives in its single-use token. Every answer before that is
 * the same 202, whether or not the address has an account.
 */
export function registerRegistrationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const links = siteLinks(ctx.config);
  const hashing = passwordHashParameters(ctx.config);

  endpoint(app, 'emailRegister', async ({ body, raw }) => {
    const email = normalizeEmail(body.email);
    await hitIdentityRateLimit(ctx, 'email-register', email);
    checkPasswordRules(body.password, 'body.password', email);
    // Hashed in both branches, so the time of the answer does not tell them apart.
    const passwordHash = await hashPassword(body.password, hashing);
    const now = ctx.now();
    if (await findIdentityOwner(ctx.db, 'email', email)) {
      sendInBackground(ctx, raw.log, alreadyRegisteredMail(email, { signIn: links.signIn(), forgot: links.forgot() }));
      return accepted;
    }
    // Kept in the link's token, so the link works in another browser too.
    const inviteCode = body.inviteCode ?? inviteCodeFromCookie(raw);
    const pending: PendingAddress = {
      kind: 'register',
      email,
      passwordHash,
      ...(body.displayName === undefined ? {} : { displayName: body.displayName.trim() }),
      ...(inviteCode === null ? {} : { inviteCode }),
    };
    const { token } = await ctx.db.transaction(async (tx) => {
      await endLiveLinks(tx, { purpose: 'email_verify', email, now, accountId: null });
      return issueToken(tx, { purpose: 'email_verify', ttlSeconds: VERIFY_LINK_TTL_SECONDS, now, data: pending });
    });
    sendInBackground(ctx, raw.log, verifyAddressMail(email, links.verify(token)));
    return accepted;
  });

  endpoint(app, 'emailResend', async ({ body, raw }) => {
    const email = normalizeEmail(body.email);
    await hitIdentityRateLimit(ctx, 'email-resend', email);
    const now = ctx.now();
    const token = await ctx.db.transaction(async (tx) => {
      const pending = await findPendingRegistration(tx, email, now);
      if (!pending) return null;
      // Only the hash of the first link is kept: a new link replaces it.
      await endLiveLinks(tx, { purpose: 'email_verify', email, now, accountId: null });
      return (await issueToken(tx, { purpose: 'email_verify', ttlSeconds: VERIFY_LINK_TTL_SECONDS, now, data: pending })).token;
    });
    if (token !== null) sendInBackground(ctx, raw.log, verifyAddressMail(email, links.verify(token)));
    return accepted;
  });

  endpoint(app, 'emailVerify', async ({ body, raw }, reply) => {
    const live = await peekToken<PendingAddress>(ctx.db, 'email_verify', body.token, ctx.now());
    if (!live) throw linkInvalid();
    const { email } = live.data;
    await hitIdentityRateLimit(ctx, 'email-verify', email);

    const identity: ProvenIdentity = {
      kind: 'email',
      subject: email,
      label: email,
      verified: true,
      passwordHash: live.data.passwordHash,
      ...(live.data.displayName === undefined ? {} : { suggestedName: live.data.displayName }),
    };
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      const used = await consumeToken<PendingAddress>(tx, 'email_verify', body.token, now);
      if (!used) throw linkInvalid();
      if (live.accountId === null) {
        // A registration whose address got an account meanwhile never signs in to that account.
        if ((await findIdentityOwner(tx, 'email', email)) !== null) throw linkInvalid();
        const created = await createAccountWithIdentity(tx, identity, { now });
        await recordInviter(tx, created, live.data.inviteCode);
      } else {
        // Refused with identity_taken when another account took the address meanwhile.
        await linkIdentity(tx, live.accountId, identity, now);
      }
      // The address is confirmed: no other link may act on it any more.
      await endLiveLinks(tx, { purpose: 'email_verify', email, now });
    });
    // The identity exists now, in a new account or the token's: this signs in to that account.
    const account = await completeSignIn(ctx, raw, reply, identity);
    // An address added to an existing account: told to it and to the account's other addresses.
    if (live.accountId !== null) await sendSecurityNotice(ctx, raw, 'email_added', await listVerifiedEmails(ctx.db, live.accountId), email);
    return { account };
  });
}
