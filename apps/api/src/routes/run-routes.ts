import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { finishRun } from '../runs/finish-run.ts';
import { getLevelsProgress } from '../runs/get-levels-progress.ts';
import { finishReviewRun, startReviewRun } from '../runs/review-run.ts';
import { getMakerRunBounds, listMyRuns, setRunBounds } from '../runs/run-bounds.ts';
import { startRun } from '../runs/start-run.ts';

/** Starting and finishing game runs (a player's, or a moderator's review run), the games' plausibility bounds and a player's runs, and the Levels progress (docs/api/games-runs-and-rewards.md). */
export function registerRunRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'startRun', ({ principal, params, query }) => startRun(ctx, principal.accountId, params.game, query.requestId));
  endpoint(app, 'finishRun', ({ principal, params, body }) =>
    finishRun(ctx, { accountId: principal.accountId, runId: params.run, claim: { score: body.score, level: body.level, completed: body.completed, moves: body.moves, replay: body.replay } }),
  );
  endpoint(app, 'startReviewRun', ({ principal, params }) => startReviewRun(ctx, principal.accountId, params.game, Number(params.version)));
  endpoint(app, 'finishReviewRun', ({ principal, params, body }) =>
    finishReviewRun(ctx, { reviewer: principal.accountId, runId: params.run, claim: { score: body.score, level: body.level, completed: body.completed } }),
  );
  endpoint(app, 'listMyRuns', async ({ principal }) => ({ runs: await listMyRuns(ctx, principal.accountId) }));
  endpoint(app, 'getRunBounds', ({ principal, params }) => getMakerRunBounds(ctx, principal.accountId, params.game));
  endpoint(app, 'setRunBounds', async ({ principal, params, body }) => ({ bounds: await setRunBounds(ctx, principal.accountId, params.game, body) }));
  endpoint(app, 'getLevelsProgress', ({ principal, query }) => getLevelsProgress(ctx.db, principal.accountId, query.game));
}
