import type { Database } from '../db/database.ts';
import type { InFlightWork } from '../in-flight-work.ts';
import { queueJobUnlessWaiting } from './job-store.ts';

/**
 * Every `seconds`, asks `queue` (of policy `short`) for a run: one waiting job at most, however
 * many workers ask. For periodic work (sealing the ledger, the day's commitment). 0: never.
 * Returns the function that stops it.
 */
export function startJobTicker(db: Database, inFlight: InFlightWork, queue: string, seconds: number, onError: (error: unknown) => void): () => void {
  if (seconds === 0) return () => undefined;
  const timer = setInterval(() => {
    inFlight.track(queueJobUnlessWaiting(db, queue, {}).catch(onError));
  }, seconds * 1000);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
