import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { acceptInvite } from '../invites/accept-invite.ts';
import { loadInviteSummary } from '../invites/invite-summary.ts';
import { inviterOfCode } from '../invites/inviter-of-code.ts';

/** `/api/invites`: the account's invite code and invited people; who a link's code is from; entering an invite code after signing up. */
export function registerInviteRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'getInvites', ({ principal }) => loadInviteSummary(ctx, principal.accountId));
  endpoint(app, 'getInviter', ({ params }) => inviterOfCode(ctx, params.code));
  endpoint(app, 'acceptInvite', ({ principal, body }) => acceptInvite(ctx, principal.accountId, body.code));
}
