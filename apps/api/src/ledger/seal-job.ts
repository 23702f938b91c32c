import type { Database } from '../db/database.ts';
import type { QueueWork } from '../jobs/job-queue.ts';
import { sealLedger } from './seal-ledger.ts';

/** The queue of sealing runs (migration 032: policy `short`, one waiting run at most). */
export const sealQueue = 'seal-ledger';

/** The worker's side: seal everything committed since the last run. */
export function sealLedgerWork(db: Database): QueueWork {
  return {
    queue: sealQueue,
    handle: async () => {
      await sealLedger(db);
    },
  };
}
