import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { readGameDashboard } from '../game-stats/game-dashboard.ts';
import { reportStageEvent } from '../game-stats/report-stage-event.ts';
import { endpoint } from '../http/endpoint.ts';

/** Players' stages reporting what they saw of a game, and its maker's dashboard. */
export function registerGameStatsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'reportStageEvent', ({ principal, params, body }) => reportStageEvent(ctx.db, principal.accountId, params.game, body, ctx.now()));
  endpoint(app, 'getGameDashboard', ({ principal, params, query }) =>
    readGameDashboard(ctx.db, principal.accountId, params.game, query.version === undefined ? null : Number(query.version), ctx.now()),
  );
}
