import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { requireInspection, requireOwnInspection } from '../inspections/inspection-report.ts';
import { troubledJobs } from '../jobs/troubled-jobs.ts';

/** The inspector's reports, for a version's owner and for the review desk, and the staff's view of the job queue. */
export function registerInspectionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'getMyInspection', ({ principal, params }) => requireOwnInspection(ctx.db, principal.accountId, params.game, Number(params.version)));
  endpoint(app, 'getReviewInspection', ({ params }) => requireInspection(ctx.db, params.game, Number(params.version)));
  endpoint(app, 'listTroubledJobs', async () => ({ jobs: await troubledJobs(ctx.db) }));
}
