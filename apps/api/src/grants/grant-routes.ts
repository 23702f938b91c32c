import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { createAdminGrant } from './create-admin-grant.ts';

/** `/api/admin/grants`: admins credit players (the contract's `role: 'admin'` makes `endpoint` refuse anyone else with 403). */
export function registerGrantRoutes(app: FastifyInstance, ctx: ServerContext): void {
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
