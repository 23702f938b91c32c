import type { FastifyInstance } from 'fastify';
import { searchAccounts } from '../accounts/account-search.ts';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { createAdminGrant } from '../grants/create-admin-grant.ts';

/**
 * `/api/admin/accounts`: moderators find a player; `/api/admin/grants`: admins credit them (the
 * contract's roles make `endpoint` refuse anyone else with 403).
 */
export function registerGrantRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'searchAccounts', async ({ query }) => ({ accounts: await searchAccounts(ctx.db, query.q) }));
  endpoint(app, 'createAdminGrant', ({ principal, body }) =>
    createAdminGrant(ctx, {
      adminId: principal.accountId,
      requestId: body.requestId,
      accountId: body.accountId,
      asset: body.asset,
      amount: BigInt(body.amount),
      reason: body.reason,
    }),
  );
}
