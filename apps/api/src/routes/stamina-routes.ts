import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { readStamina } from '../stamina/stamina-store.ts';

/** `GET /api/stamina`: the signed-in account's stamina, with when the next point and the max come. */
export function registerStaminaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'getStamina', ({ principal }) => readStamina(ctx.db, principal.accountId, ctx.now(), ctx.config.stamina));
}
