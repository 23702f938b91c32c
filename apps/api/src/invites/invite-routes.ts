import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { acceptInvite } from './accept-invite.ts';
import { loadInviteSummary } from './invite-summary.ts';

/** `/api/invites`: the account's invite code and invited people; entering an invite code after signing up. */
export function registerInviteRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'getInvites', ({ principal }) => loadInviteSummary(ctx, principal.accountId));
  endpoint(app, 'acceptInvite', ({ principal, body }) => acceptInvite(ctx, principal.accountId, body.code));
}
