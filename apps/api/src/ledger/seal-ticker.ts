import type { ServerContext } from '../context.ts';
import { queueJobUnlessWaiting } from '../jobs/job-store.ts';
import { sealQueue } from './seal-job.ts';

/**
 * Every PROOF_SEAL_SECONDS, asks the queue for a sealing run (one waiting run at most, whatever
 * the number of workers asking): transfers are sealed a few seconds after they commit, by a job,
 * never inside a money operation. Returns the function that stops it.
 */
export function startSealTicker(ctx: ServerContext, onError: (error: unknown) => void): () => void {
  const seconds = ctx.config.proofs.sealSeconds;
  if (seconds === 0) return () => undefined;
  const timer = setInterval(() => {
    ctx.inFlight.track(queueJobUnlessWaiting(ctx.db, sealQueue, {}).catch(onError));
  }, seconds * 1000);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
