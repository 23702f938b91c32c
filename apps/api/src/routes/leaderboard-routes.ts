import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { answerPublicList, type PublicAnswerCache } from '../http/public-answers.ts';
import { leaderboardAroundMe, leaderboardOfCountry, leaderboardOfFriends, leaderboardTop, myLeaderboardRanks } from '../leaderboards/read-leaderboards.ts';

/** The boards of best scores per game (and level) and period, read by anyone or by the signed-in player. */
export function registerLeaderboardRoutes(app: FastifyInstance, ctx: ServerContext, publicAnswers: PublicAnswerCache): void {
  // Signed out, the top is the same for everyone (cached); signed in, it marks the player's own row.
  endpoint(app, 'getLeaderboard', ({ params, query, principal, raw }, reply) =>
    principal === null
      ? answerPublicList(publicAnswers, 'leaderboards', raw, reply, () => leaderboardTop({ ...ctx, db: ctx.publicReads ?? ctx.db }, { game: params.game, ...query }, null), { varyByCookie: true })
      : leaderboardTop(ctx, { game: params.game, ...query }, principal.accountId),
  );
  endpoint(app, 'getLeaderboardAroundMe', ({ params, query, principal }) => leaderboardAroundMe(ctx, { game: params.game, ...query }, principal.accountId));
  endpoint(app, 'getLeaderboardCountry', ({ params, query, principal }) => leaderboardOfCountry(ctx, { game: params.game, ...query }, principal.accountId));
  endpoint(app, 'getLeaderboardFriends', ({ params, query, principal }) => leaderboardOfFriends(ctx, { game: params.game, ...query }, principal.accountId));
  endpoint(app, 'getMyLeaderboardRanks', ({ query, principal }) => myLeaderboardRanks(ctx, principal.accountId, query.period));
}
