import type { FastifyInstance } from 'fastify';
import { clearSessionCookie } from '../sessions/session-cookie.ts';
import { endAccountSession, endOtherSessions, endSession, listAccountSessions } from '../sessions/sessions.ts';
import type { ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import { endpoint } from '../http/endpoint.ts';
import { sendSecurityNotice } from '../security-notices/send-security-notice.ts';
import { renameAccount } from '../accounts/account-store.ts';
import { requireAccountView } from '../accounts/account-view.ts';
import { unlinkIdentity } from '../accounts/unlink-identity.ts';
import { listVerifiedEmails } from '../accounts/identity-store.ts';
import { chooseCountry, readMyCountry } from '../accounts/player-country.ts';

/** The signed-in account: who it is, its name, its ways to sign in, its sessions. */
export function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'getSession', async ({ principal }) => {
    if (principal?.secondFactorPending) return { account: null, secondFactorPending: true };
    return { account: principal ? await requireAccountView(ctx.db, principal.accountId) : null, secondFactorPending: false };
  });

  endpoint(app, 'logout', async ({ principal }, reply) => {
    if (principal) await endSession(ctx.db, principal.sessionId);
    clearSessionCookie(reply, ctx.config);
    return { ok: true as const };
  });

  endpoint(app, 'updateAccount', async ({ principal, body }) => {
    await renameAccount(ctx.db, principal.accountId, body.displayName.trim());
    return { account: await requireAccountView(ctx.db, principal.accountId) };
  });

  endpoint(app, 'getMyCountry', ({ principal }) => readMyCountry(ctx.db, principal.accountId));
  endpoint(app, 'setMyCountry', ({ principal, body }) => chooseCountry(ctx.db, principal.accountId, body.country));

  endpoint(app, 'unlinkIdentity', async ({ principal, params, raw }) => {
    const removed = await unlinkIdentity(ctx.db, principal.accountId, params.id, principal.sessionId);
    // The removed address is told, so its owner learns if it was not them.
    if (removed.kind === 'email' && removed.verified) await sendSecurityNotice(ctx, raw, 'email_removed', [removed.subject], removed.subject);
    if (removed.kind === 'passkey') await sendSecurityNotice(ctx, raw, 'passkey_removed', await listVerifiedEmails(ctx.db, principal.accountId), removed.label);
    return { account: await requireAccountView(ctx.db, principal.accountId) };
  });

  endpoint(app, 'listSessions', async ({ principal }) => {
    const sessions = await listAccountSessions(ctx.db, principal.accountId, ctx.now());
    // The session asking comes first ("this device"), then the others, the most recently used first.
    const ordered = [...sessions.filter((session) => session.id === principal.sessionId), ...sessions.filter((session) => session.id !== principal.sessionId)];
    return {
      sessions: ordered.map((session) => ({
        id: session.id,
        current: session.id === principal.sessionId,
        userAgent: session.userAgent,
        browser: session.browser,
        system: session.system,
        network: session.network,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
      })),
    };
  });

  endpoint(app, 'revokeSession', async ({ principal, params }, reply) => {
    if (!(await endAccountSession(ctx.db, principal.accountId, params.id))) throw new ApiError('session_not_found', 'This account has no such session.');
    if (params.id === principal.sessionId) clearSessionCookie(reply, ctx.config);
    return { ok: true as const };
  });

  endpoint(app, 'revokeOtherSessions', async ({ principal }) => ({ ended: await endOtherSessions(ctx.db, principal.accountId, principal.sessionId) }));
}
