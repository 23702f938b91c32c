import type { ServerContext } from '../context.ts';
import type { QueueWork } from '../jobs/job-queue.ts';
import { commitLedgerDay } from './commit-ledger-day.ts';

/** The queue of the day's commitment (migration 032: policy `short`); asked for every PROOF_COMMIT_CHECK_SECONDS. */
export const commitQueue = 'commit-ledger-day';

/** The worker's side: build, or finish publishing, today's commitment (nothing once it is done). */
export function commitLedgerDayWork(ctx: ServerContext): QueueWork {
  return {
    queue: commitQueue,
    handle: async () => {
      await commitLedgerDay(ctx);
    },
  };
}
