import PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';

/** Where the queue's tables live: pg-boss's schema, created by migration 028. */
export const jobQueueSchema = 'pgboss';

/** One job as its handler gets it: its data, and how many tries it had before this one. */
export interface Job<Data> {
  id: string;
  data: Data;
  retryCount: number;
  retryLimit: number;
}

export interface QueueWork {
  queue: string;
  /** Resolves: done. Throws: tried again after the queue's delay, then `failed` for good. */
  handle: (job: Job<unknown>) => Promise<void>;
}

export interface JobWorker {
  /** Takes no new job and waits for those under way (at most `graceMs`). */
  stop(): Promise<void>;
}

export interface JobWorkerOptions {
  /** How often an idle worker asks for a job, in seconds (pg-boss's minimum is 0.5). */
  pollingSeconds?: number;
  onError(error: unknown): void;
}

const graceMs = 30_000;

/**
 * Works on the queues' jobs in this process, one job at a time per queue, through pg-boss
 * (docs/decisions/005-jobs-on-pg-boss.md). Any number of processes may run one against the same
 * PostgreSQL: a job is taken by one of them (`FOR UPDATE SKIP LOCKED`). pg-boss's own
 * maintenance runs here too: it retries jobs that ran past their time and archives old ones.
 */
export async function startJobWorker(db: Database, work: readonly QueueWork[], options: JobWorkerOptions): Promise<JobWorker> {
  const boss = new PgBoss({ db: db.jobQueueDriver, schema: jobQueueSchema, schedule: false });
  boss.on('error', (error) => {
    options.onError(error);
  });
  await boss.start();
  for (const { queue, handle } of work) {
    await boss.work<unknown>(queue, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingSeconds ?? 2 }, async ([job]) => {
      if (job) await handle({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
    });
  }
  return {
    stop: () => boss.stop({ graceful: true, wait: true, timeout: graceMs }),
  };
}
