import type { TroubledJob } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { listTroubledJobs } from './job-store.ts';

/** A job ready this long with no worker taking it is stuck: no worker runs, or all are busy. */
const waitingLimitSeconds = 10 * 60;

/** What /admin shows of the queue: the jobs that failed, wait for a retry or are stuck. */
export async function troubledJobs(db: Queryable): Promise<TroubledJob[]> {
  const rows = await listTroubledJobs(db, waitingLimitSeconds);
  return rows.map((row) => ({
    id: row.id,
    queue: row.name,
    state: row.trouble,
    data: row.data,
    retryCount: row.retry_count,
    retryLimit: row.retry_limit,
    createdAt: row.created_on.toISOString(),
    startedAt: row.started_on?.toISOString() ?? null,
    error: row.error,
  }));
}
