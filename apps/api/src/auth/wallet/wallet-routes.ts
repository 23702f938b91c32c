import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';

export function registerWalletRoutes(_app: FastifyInstance, _ctx: ServerContext): void {
  // Being built.
}
