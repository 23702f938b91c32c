import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { leaderboardAroundMe, leaderboardOfFriends, leaderboardTop, myLeaderboardRanks } from '../leaderboards/read-leaderboards.ts';

/** The boards of best scores per game (and level) and period, read by anyone or by the signed-in player. */
export function registerLeaderboardRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'getLeaderboard', ({ params, query, principal }) => leaderboardTop(ctx, { game: params.game, ...query }, principal?.accountId ?? null));
  endpoint(app, 'getLeaderboardAroundMe', ({ params, query, principal }) => leaderboardAroundMe(ctx, { game: params.game, ...query }, principal.accountId));
  endpoint(app, 'getLeaderboardFriends', ({ params, query, principal }) => leaderboardOfFriends(ctx, { game: params.game, ...query }, principal.accountId));
  endpoint(app, 'getMyLeaderboardRanks', ({ query, principal }) => myLeaderboardRanks(ctx, principal.accountId, query.period));
}
