import { Readable } from 'node:stream';
import type { ServerContext } from '../context.ts';
import type { Job, QueueWork } from '../jobs/job-queue.ts';
import { gameFileKey } from '../storage/storage-key.ts';
import { inspectBundle, launchInspectorBrowser } from './inspect-bundle.ts';
import { finishInspection, markInspectionRunning } from './inspection-store.ts';
import { inspectionQueue, type InspectionJobData } from './queue-inspection.ts';

export const noBrowserProblem = 'No Chromium on the machine that runs the worker (set CHROMIUM_PATH): review by hand.';

/**
 * The worker's side of an inspection. Each job gets its own browser, closed whatever the game did,
 * so a hostile game never outlives its job. A job that throws is tried again by the queue; on
 * its last try the inspection is marked `failed` (review goes on by hand) before the error is
 * passed on, and the job ends `failed` in the queue, shown to staff in /admin.
 */
export function inspectionWork(ctx: ServerContext): QueueWork {
  return {
    queue: inspectionQueue,
    handle: async (job) => {
      const { game, version } = job.data as InspectionJobData;
      if (!(await markInspectionRunning(ctx.db, game, version))) return;
      const chromiumPath = ctx.config.jobs.chromiumPath;
      if (chromiumPath === null) {
        await finishInspection(ctx.db, game, version, { state: 'not_run', problem: noBrowserProblem }, ctx.now());
        return;
      }
      try {
        const browser = await launchInspectorBrowser(chromiumPath);
        try {
          const { verdict, findings, runs } = await inspectBundle(browser, (path) => readGameFile(ctx, game, version, path));
          await finishInspection(ctx.db, game, version, { state: 'done', verdict, report: { findings, runs } }, ctx.now());
        } finally {
          await browser.close().catch(() => undefined);
        }
      } catch (error) {
        if (isLastTry(job)) await finishInspection(ctx.db, game, version, { state: 'failed', problem: String(error).slice(0, 500) }, ctx.now());
        throw error;
      }
    },
  };
}

const isLastTry = (job: Job<unknown>): boolean => job.retryCount >= job.retryLimit;

/** A file of the stored version, by its path in the bundle; null for none (or a path no bundle holds). */
export async function readGameFile(ctx: ServerContext, game: string, version: number, path: string): Promise<Uint8Array | null> {
  let key;
  try {
    key = gameFileKey(game, version, path);
  } catch {
    return null;
  }
  const file = await ctx.storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(file.body)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
