import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { listPlayableGames, requirePlayableGame } from '../games/game-store.ts';

/** `GET /api/games` and `GET /api/games/:game`: what anyone may play (DESIGN §12). */
export function registerGameRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'listGames', ({ query }) => listPlayableGames(ctx.db, { cursor: query.cursor, category: query.category, limit: query.limit === undefined ? 24 : Number(query.limit) }));

  endpoint(app, 'getGame', async ({ params }) => {
    const game = await requirePlayableGame(ctx.db, params.game);
    return { game: game.view, rewardTable: game.rewardTable };
  });
}
