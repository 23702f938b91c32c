import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { answerPublicList, type PublicAnswerCache } from '../http/public-answers.ts';
import { listPlayableGames, requirePlayableGame } from '../games/game-store.ts';
import { gameOnGamesOrigin } from '../games/game-urls.ts';
import { recordReadyTimeout } from '../games/ready-timeout-store.ts';
import { setGameDescriptions } from '../submissions/set-game-descriptions.ts';

/** `GET /api/games` and `GET /api/games/:game`: what anyone may play (docs/api/games-runs-and-rewards.md); a maker's descriptions of their game; and a game's stage reporting a game that never said it was ready. */
export function registerGameRoutes(app: FastifyInstance, ctx: ServerContext, publicAnswers: PublicAnswerCache): void {
  const gamesOrigin = ctx.config.play.origin;
  endpoint(app, 'listGames', ({ query, raw }, reply) =>
    answerPublicList(publicAnswers, 'games', raw, reply, async () => {
      const page = await listPlayableGames(ctx.publicReads ?? ctx.db, { cursor: query.cursor, category: query.category, limit: query.limit === undefined ? 24 : Number(query.limit) });
      return { ...page, games: page.games.map((game) => gameOnGamesOrigin(gamesOrigin, game)) };
    }),
  );

  endpoint(app, 'getGame', async ({ params }) => {
    const game = await requirePlayableGame(ctx.db, params.game);
    return { game: gameOnGamesOrigin(gamesOrigin, game.view), rewardTable: game.rewardTable };
  });

  endpoint(app, 'setGameDescriptions', async ({ params, body, principal }) => ({
    descriptions: await setGameDescriptions(ctx, principal.accountId, params.game, body.descriptions),
  }));

  endpoint(app, 'reportGameReadyTimeout', async ({ params, principal }) => {
    const { view } = await requirePlayableGame(ctx.db, params.game);
    await recordReadyTimeout(ctx.db, { gameId: view.id, version: view.version, accountId: principal.accountId, at: ctx.now() });
    return { version: view.version };
  });
}
