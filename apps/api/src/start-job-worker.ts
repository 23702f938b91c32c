import type { ServerContext } from './context.ts';
import { inspectionWork } from './inspections/inspection-job.ts';
import { startJobWorker, type JobWorker } from './jobs/job-queue.ts';

/** Every queue the site works on, in this process (apps/api/README.md, Background jobs). */
export function startSiteJobWorker(ctx: ServerContext, log: { error(details: object, message: string): void }): Promise<JobWorker> {
  return startJobWorker(ctx.db, [inspectionWork(ctx)], {
    onError: (error) => {
      log.error({ err: error }, 'job queue error');
    },
  });
}
