import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { readLeagueOfCountry, readLeagueOfFriends } from '../leagues/read-league-circles.ts';
import { readMyLeague } from '../leagues/read-my-league.ts';

/** The signed-in player's weekly league (this week's table and last week's), and this week's points among friends and in their country. */
export function registerLeagueRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'getMyLeague', ({ principal }) => readMyLeague(ctx, principal.accountId));
  endpoint(app, 'getLeagueFriends', ({ principal }) => readLeagueOfFriends(ctx, principal.accountId));
  endpoint(app, 'getLeagueCountry', ({ principal }) => readLeagueOfCountry(ctx, principal.accountId));
}
