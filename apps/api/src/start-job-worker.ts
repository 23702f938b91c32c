import type { ServerContext } from './context.ts';
import { inspectionWork } from './inspections/inspection-job.ts';
import { startJobWorker, type JobWorker } from './jobs/job-queue.ts';
import { sealLedgerWork } from './ledger/seal-job.ts';
import { startSealTicker } from './ledger/seal-ticker.ts';

/** Every queue the site works on, in this process (apps/api/README.md, Background jobs), and the timers that fill the periodic ones. */
export async function startSiteJobWorker(ctx: ServerContext, log: { error(details: object, message: string): void }): Promise<JobWorker> {
  const onError = (error: unknown): void => {
    log.error({ err: error }, 'job queue error');
  };
  const worker = await startJobWorker(ctx.db, [inspectionWork(ctx), sealLedgerWork(ctx)], { onError });
  const stopTickers = [startSealTicker(ctx, onError)];
  return {
    stop: async () => {
      for (const stop of stopTickers) stop();
      await worker.stop();
    },
  };
}
