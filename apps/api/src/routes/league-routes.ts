import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { readMyLeague } from '../leagues/read-my-league.ts';

/** `GET /api/leagues/mine`: the signed-in player's weekly league, this week's table and last week's. */
export function registerLeagueRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'getMyLeague', ({ principal }) => readMyLeague(ctx, principal.accountId));
}
