import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { finishRun } from './finish-run.ts';
import { levelsProgress } from './levels-progress.ts';
import { startRun } from './start-run.ts';

/** Starting and finishing game runs, and the Levels progress (DESIGN §12). */
export function registerRunRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'startRun', ({ principal, params }) => startRun(ctx, principal.accountId, params.game));
  endpoint(app, 'finishRun', ({ principal, params, body }) =>
    finishRun(ctx, { accountId: principal.accountId, runId: params.run, claim: { score: body.score, level: body.level, completed: body.completed } }),
  );
  endpoint(app, 'getLevelsProgress', ({ principal }) => levelsProgress(ctx.db, principal.accountId));
}
