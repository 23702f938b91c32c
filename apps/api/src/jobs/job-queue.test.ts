import { afterAll, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../test-support/test-database.ts';
import { startJobWorker, type Job } from './job-queue.ts';
import { insertJob } from './job-store.ts';
import { troubledJobs } from './troubled-jobs.ts';

const db = await openTestDatabase();
afterAll(() => db.close());

/**
 * The queue on the database's own driver (PGlite's one connection, or PostgreSQL's pool): a job
 * added in a transaction is worked once; one that keeps throwing is retried, then failed for good
 * and shown to staff.
 */
it('works a job added in a transaction, retries a failing one and keeps it failed', async () => {
  await db.query(`SELECT pgboss.create_queue('test-queue', '{"policy":"standard","retryLimit":1,"retryDelay":0}')`);
  const seen: Job<unknown>[] = [];
  let settle: () => void = () => undefined;
  const allTries = new Promise<void>((resolve) => (settle = resolve));
  const worker = await startJobWorker(
    db,
    [
      {
        queue: 'test-queue',
        handle: async (job) => {
          seen.push(job);
          if (seen.length === 3) settle();
          if ((job.data as { fails: boolean }).fails) throw new Error('this job always fails');
        },
      },
    ],
    { pollingSeconds: 0.5, onError: (error) => expect.unreachable(String(error)) },
  );
  try {
    await db.transaction(async (tx) => {
      await insertJob(tx, 'test-queue', { fails: false });
      await insertJob(tx, 'test-queue', { fails: true });
    });
    await allTries;
    // The third try's handler has run, but its failure is written after it returns: wait for the
    // failed state before stopping the worker, or the stop can come first.
    await vi.waitFor(
      async () => {
        const troubled = await troubledJobs(db);
        expect(troubled).toEqual([
          expect.objectContaining({ queue: 'test-queue', state: 'failed', data: { fails: true }, retryCount: 1, retryLimit: 1, error: 'this job always fails' }),
        ]);
      },
      { timeout: 30_000, interval: 100 },
    );
  } finally {
    await worker.stop();
  }
  expect(seen.map((job) => [job.data, job.retryCount])).toEqual(
    expect.arrayContaining([
      [{ fails: false }, 0],
      [{ fails: true }, 0],
      [{ fails: true }, 1],
    ]),
  );
});
