import type { Queryable } from '../db/database.ts';

/** A job of queue $1 with data $2, with the queue's own retries, delay, time limit and policy. */
const insertJobSql = `INSERT INTO pgboss.job (name, data, retry_limit, retry_delay, retry_backoff, expire_in, keep_until, policy)
  SELECT q.name, $2::jsonb, COALESCE(q.retry_limit, 2), COALESCE(q.retry_delay, 0), COALESCE(q.retry_backoff, false),
         COALESCE(q.expire_seconds, 900) * interval '1 second', now() + COALESCE(q.retention_minutes, 20160) * interval '1 minute', q.policy
    FROM pgboss.queue q WHERE q.name = $1`;

/**
 * Adds a job to `queue` with the queue's own retries, delay and time limit, inside the caller's
 * transaction, so the job exists exactly when what it is about was committed. The same row
 * pg-boss's `send` writes; pg-boss's tables are the queue's (migration 028), written here and by
 * pg-boss alone.
 */
export async function insertJob(tx: Queryable, queue: string, data: unknown): Promise<string> {
  const [row] = await tx.query<{ id: string }>(`${insertJobSql} RETURNING id`, [queue, JSON.stringify(data)]);
  if (!row) throw new Error(`there is no job queue ${queue}`);
  return row.id;
}

/**
 * Adds a job to a queue of policy `short` (one waiting job at most) unless one is waiting already:
 * for work asked for again and again (a timer), where one waiting job does for all.
 */
export async function queueJobUnlessWaiting(db: Queryable, queue: string, data: unknown): Promise<void> {
  await db.query(`${insertJobSql} ON CONFLICT DO NOTHING`, [queue, JSON.stringify(data)]);
}

export interface TroubledJobRow {
  id: string;
  name: string;
  trouble: 'failed' | 'retry' | 'stuck_active' | 'stuck_waiting';
  data: unknown;
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  started_on: Date | null;
  error: string | null;
}

/**
 * Jobs someone should look at, newest first: failed for good, waiting for a retry, running past
 * their time limit (their worker died or hangs), or ready for longer than `waitingLimitSeconds`
 * with no worker taking them. Measured by the database's clock, which stamps the queue's times
 * (pg-boss writes them with SQL now()), not the server's: that one may be moved (TEST_CLOCK_OFFSET_MS).
 */
export function listTroubledJobs(db: Queryable, waitingLimitSeconds: number): Promise<TroubledJobRow[]> {
  return db.query<TroubledJobRow>(
    `SELECT id::text, name, data, retry_count, retry_limit, created_on, started_on,
            CASE WHEN state = 'active' THEN 'stuck_active' WHEN state = 'created' THEN 'stuck_waiting' ELSE state::text END AS trouble,
            CASE WHEN jsonb_typeof(output) = 'object' THEN left(output->>'message', 500) END AS error
       FROM pgboss.job
      WHERE state IN ('failed', 'retry')
         OR (state = 'active' AND started_on + expire_in < now())
         OR (state = 'created' AND start_after < now() - $1 * interval '1 second')
      ORDER BY created_on DESC
      LIMIT 100`,
    [waitingLimitSeconds],
  );
}
