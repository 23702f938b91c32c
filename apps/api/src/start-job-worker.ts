import type { ServerContext } from './context.ts';
import { inspectionWork } from './inspections/inspection-job.ts';
import { startJobWorker, type JobWorker } from './jobs/job-queue.ts';
import { startJobTicker } from './jobs/job-ticker.ts';
import { closeLeagueQueue, closeLeagueWeeksWork } from './leagues/close-league-job.ts';
import { sealLedgerWork, sealQueue } from './ledger/seal-job.ts';
import { commitLedgerDayWork, commitQueue } from './proofs/commit-job.ts';
import { replayRunWork } from './runs/replay-run-job.ts';

/** Every queue the site works on, in this process (docs/api/background-jobs.md), and the timers that ask for the periodic ones. */
export async function startSiteJobWorker(ctx: ServerContext, log: { error(details: object, message: string): void }): Promise<JobWorker> {
  const onError = (error: unknown): void => {
    log.error({ err: error }, 'job queue error');
  };
  const worker = await startJobWorker(ctx.db, [inspectionWork(ctx), sealLedgerWork(ctx.db), commitLedgerDayWork(ctx), closeLeagueWeeksWork(ctx), replayRunWork(ctx)], { onError });
  const { sealSeconds, commitCheckSeconds } = ctx.config.proofs;
  const stopTickers = [
    startJobTicker(ctx.db, ctx.inFlight, sealQueue, sealSeconds, onError),
    startJobTicker(ctx.db, ctx.inFlight, commitQueue, commitCheckSeconds, onError),
    startJobTicker(ctx.db, ctx.inFlight, closeLeagueQueue, ctx.config.jobs.leagueCloseCheckSeconds, onError),
  ];
  return {
    stop: async () => {
      for (const stop of stopTickers) stop();
      await worker.stop();
    },
  };
}
