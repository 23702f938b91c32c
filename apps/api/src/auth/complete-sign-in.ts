import type { Account } from '@site/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setSessionCookie } from '../sessions/session-cookie.ts';
import { createSession, endSession, finishPendingSession, type SessionPrincipal } from '../sessions/sessions.ts';
import type { ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import { inviteCodeFromCookie } from '../invites/invite-cookie.ts';
import { recordInviter } from '../invites/record-inviter.ts';
import { recordSignInDevice } from '../security-notices/known-devices.ts';
import { sendSecurityNotice } from '../security-notices/send-security-notice.ts';
import { hasSecondFactor } from '../second-factor/totp-store.ts';
import { requireAccountView } from '../accounts/account-view.ts';
import { setAccountRole } from '../accounts/account-roles.ts';
import { createAccountHolding, findIdentity, linkIdentity, listVerifiedEmails, type ProvenIdentity } from '../accounts/identity-store.ts';

export interface SignInOptions {
  /** Add the identity to the signed-in account instead of signing in with it. */
  link?: boolean | undefined;
  /** The invite code this sign-in carries itself (a verified Telegram start_param); else the site's invite cookie is read. */
  inviteCode?: string | null | undefined;
  /** Only to an account that holds the identity already (a passkey proves an account, never makes one): else `unknown` is thrown. */
  existingAccountOnly?: { unknown: () => Error };
}

/**
 * The last step of every way to sign in, once the identity is proven: link it to the signed-in
 * account, or sign in to the account that holds it (creating one for a new identity) with a
 * fresh session cookie; a device the account has not signed in from before is mailed about.
 * Returns the account as the API shows it, or throws 401 `second_factor_pending` (the cookie set)
 * when the account has a second factor to give first.
 */
export async function completeSignIn(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply, identity: ProvenIdentity, options: SignInOptions = {}): Promise<Account> {
  const now = ctx.now();
  if (options.link) {
    const principal = request.principal;
    if (!principal) throw new ApiError('not_signed_in', 'Sign in first to add another way to sign in.');
    await ctx.db.transaction((tx) => linkIdentity(tx, principal.accountId, identity, now));
    await promoteBootstrapAdmin(ctx, principal.accountId, identity);
    return requireAccountView(ctx.db, principal.accountId);
  }

  const { accountId, identityId } = await ctx.db.transaction(async (tx) => {
    const owner = await findIdentity(tx, identity.kind, identity.subject);
    if (owner !== null) return owner;
    if (options.existingAccountOnly) throw options.existingAccountOnly.unknown();
    const created = await createAccountHolding(tx, identity, { now });
    // Only an account created now records who invited it.
    await recordInviter(tx, created.accountId, options.inviteCode ?? inviteCodeFromCookie(request));
    return created;
  });
  await promoteBootstrapAdmin(ctx, accountId, identity);
  const { secondFactorPending } = await startSession(ctx, request, reply, accountId, { identityId });
  if (secondFactorPending) throw secondFactorPendingError();
  return requireAccountView(ctx.db, accountId);
}

/**
 * The answer of a sign-in whose first factor is right on an account with a second factor: the
 * pending session's cookie is set, and the site asks for the code (`POST /api/auth/second-factor`).
 */
export const secondFactorPendingError = (): ApiError => new ApiError('second_factor_pending', 'Enter the code from your authenticator app (or a backup code) to finish signing in.');

/**
 * Signs this browser in to `accountId` once its first factor is proven (every way to sign in ends
 * here: identities through `completeSignIn`, passkeys directly). The session replaces the one the
 * browser had; it is pending its second factor when the account has one enabled, so it opens
 * nothing but `POST /api/auth/second-factor` until the code is given. A device the account has
 * not signed in from before is mailed about.
 */
export async function startSession(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
  options: { identityId?: string } = {},
): Promise<{ secondFactorPending: boolean }> {
  const now = ctx.now();
  if (request.principal) await endSession(ctx.db, request.principal.sessionId);
  const secondFactorPending = await hasSecondFactor(ctx.db, accountId);
  const session = await createSession(ctx.db, {
    accountId,
    userAgent: request.headers['user-agent'] ?? '',
    ttlDays: ctx.config.sessionTtlDays,
    now,
    secondFactorPending,
    clientAddress: request.ip,
    identityId: options.identityId ?? null,
  });
  setSessionCookie(reply, ctx.config, session.token, { expiresAt: session.expiresAt, now });
  const device = await recordSignInDevice(ctx.db, ctx.config, request, reply, accountId, now);
  if (device.isNew) await sendSecurityNotice(ctx, request, 'new_device', await listVerifiedEmails(ctx.db, accountId));
  return { secondFactorPending };
}

/**
 * The second factor of a pending sign-in was given: its session becomes a full one under a new
 * cookie (sessions.ts, `finishPendingSession`). 401 `not_signed_in` when it ended meanwhile.
 */
export async function finishSignIn(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply, pending: SessionPrincipal): Promise<void> {
  const now = ctx.now();
  const session = await finishPendingSession(ctx.db, pending.sessionId, { ttlDays: ctx.config.sessionTtlDays, now });
  if (!session) throw new ApiError('not_signed_in', 'Your sign-in has expired. Sign in again.');
  setSessionCookie(reply, ctx.config, session.token, { expiresAt: session.expiresAt, now });
  request.principal = { ...pending, secondFactorPending: false };
}

/** The first admin: a verified e-mail or a wallet listed in BOOTSTRAP_ADMINS becomes admin on sign-in. */
async function promoteBootstrapAdmin(ctx: ServerContext, accountId: string, identity: ProvenIdentity): Promise<void> {
  if (!identity.verified || !ctx.config.bootstrapAdmins.includes(identity.subject.toLowerCase())) return;
  if (identity.kind !== 'email' && identity.kind !== 'wallet') return;
  await setAccountRole(ctx.db, accountId, 'admin');
}
