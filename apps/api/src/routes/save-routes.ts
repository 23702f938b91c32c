import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { requirePlayableGame } from '../games/game-store.ts';
import { endpoint } from '../http/endpoint.ts';
import { findSave, writeSave } from '../saves/save-store.ts';

/** A game's save per player (the game SDK's `save` and `load`): only the caller's own, only of a published game. */
export function registerSaveRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'getGameSave', async ({ principal, params }) => {
    await requirePlayableGame(ctx.db, params.game);
    return { save: await findSave(ctx.db, principal.accountId, params.game) };
  });
  endpoint(app, 'putGameSave', ({ principal, params, body }) =>
    ctx.db.transaction(async (tx) => {
      await requirePlayableGame(tx, params.game);
      return { save: await writeSave(tx, { accountId: principal.accountId, gameId: params.game, baseVersion: body.baseVersion, data: body.data, now: ctx.now() }) };
    }),
  );
}
