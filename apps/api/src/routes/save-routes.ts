import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { findSave, writeSave } from '../saves/save-store.ts';

/** A game's save per player (the game SDK's `save` and `load`): only the caller's own, only of a published game (each one statement, the game's check in it). */
export function registerSaveRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'getGameSave', async ({ principal, params }) => ({ save: await findSave(ctx.db, principal.accountId, params.game) }));
  endpoint(app, 'putGameSave', async ({ principal, params, body }) => ({
    save: await writeSave(ctx.db, { accountId: principal.accountId, gameId: params.game, baseVersion: body.baseVersion, data: body.data, now: ctx.now() }),
  }));
}
