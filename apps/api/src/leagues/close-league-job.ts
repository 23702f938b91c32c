import type { ServerContext } from '../context.ts';
import type { QueueWork } from '../jobs/job-queue.ts';
import { closeLeagueWeeks } from './close-league-weeks.ts';

/** The queue of league closes (migration 041: policy `short`); asked for every LEAGUE_CLOSE_CHECK_SECONDS. */
export const closeLeagueQueue = 'close-league-weeks';

/** The worker's side: close every cohort of the weeks that ended (nothing when none is open). */
export function closeLeagueWeeksWork(ctx: ServerContext): QueueWork {
  return {
    queue: closeLeagueQueue,
    handle: async () => {
      await closeLeagueWeeks(ctx);
    },
  };
}
