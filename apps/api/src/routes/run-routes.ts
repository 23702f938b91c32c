import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { finishRun } from '../runs/finish-run.ts';
import { getLevelsProgress } from '../runs/get-levels-progress.ts';
import { finishReviewRun, startReviewRun } from '../runs/review-run.ts';
import { startRun } from '../runs/start-run.ts';

/** Starting and finishing game runs (a player's, or a moderator's review run), and the Levels progress (apps/api/README.md, "Games, runs and rewards"). */
export function registerRunRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'startRun', ({ principal, params, query }) => startRun(ctx, principal.accountId, params.game, query.requestId));
  endpoint(app, 'finishRun', ({ principal, params, body }) =>
    finishRun(ctx, { accountId: principal.accountId, runId: params.run, claim: { score: body.score, level: body.level, completed: body.completed, moves: body.moves } }),
  );
  endpoint(app, 'startReviewRun', ({ principal, params }) => startReviewRun(ctx, principal.accountId, params.game, Number(params.version)));
  endpoint(app, 'finishReviewRun', ({ principal, params, body }) =>
    finishReviewRun(ctx, { reviewer: principal.accountId, runId: params.run, claim: { score: body.score, level: body.level, completed: body.completed } }),
  );
  endpoint(app, 'getLevelsProgress', ({ principal }) => getLevelsProgress(ctx.db, principal.accountId));
}
