import type { ServerContext } from '../context.ts';
import { readGameFile } from '../inspections/inspection-job.ts';
import { launchInspectorBrowser } from '../inspections/inspect-bundle.ts';
import { replayInChromium } from '../inspections/replay-in-chromium.ts';
import type { Queryable } from '../db/database.ts';
import type { QueueWork } from '../jobs/job-queue.ts';
import { insertJob } from '../jobs/job-store.ts';
import { keepReplayVerdict, showUncheckedEntry } from './keep-replay-verdict.ts';
import { findRecordedRun, type RecordedRun } from './run-replay-store.ts';

/** The queue of recorded runs to play again (created by migration 047). */
export const replayRunQueue = 'replay-runs';

interface ReplayRunJobData {
  run: string;
}

/** Called in the finish's transaction that kept the record: its replay is queued with it. */
export async function queueRunReplay(tx: Queryable, runId: string): Promise<void> {
  await insertJob(tx, replayRunQueue, { run: runId } satisfies ReplayRunJobData);
}

/** The record was fed to the game and the page crashed under it: the inputs may be why, so its waiting entry is never shown unjudged. */
class CrashedPlayingRecord extends Error {}

/**
 * The worker's side of a replay (docs/replays.md): plays the run's record again in the
 * inspector's Chromium, on the version the run played, and keeps the verdict: `verified` when the
 * game finishes with the score the run claimed, `mismatch` when it finishes with another or never
 * finishes: then its reward, league points and scores are taken back (`keep-replay-verdict.ts`).
 * Each job gets its own browser, closed whatever the game did. A replay that never got to play
 * the record (the game not ready, its run not started, its page crashed before: a busy machine as
 * likely as the game) is no verdict: the job throws and the queue tries it again, and a record
 * whose tries all fail stays unchecked (a failed job, shown to staff in /admin). Without Chromium
 * on the worker's machine the record stays unchecked. An unchecked record's board entry that
 * waited for it shows, unverified, once no try is left; unless the page crashed while the record
 * was being played (docs/replays.md#top-100-entries-wait-for-their-replay).
 */
export function replayRunWork(ctx: ServerContext): QueueWork {
  return {
    queue: replayRunQueue,
    handle: async (job) => {
      const { run } = job.data as ReplayRunJobData;
      const recorded = await findRecordedRun(ctx.db, run);
      const chromiumPath = ctx.config.jobs.chromiumPath;
      if (recorded?.verdict !== null) return;
      if (chromiumPath === null) {
        await ctx.db.transaction((tx) => showUncheckedEntry(tx, run));
        return;
      }
      try {
        await replayAndJudge(ctx, chromiumPath, run, recorded);
      } catch (error) {
        if (job.retryCount >= job.retryLimit && !(error instanceof CrashedPlayingRecord)) await ctx.db.transaction((tx) => showUncheckedEntry(tx, run));
        throw error;
      }
    },
  };
}

async function replayAndJudge(ctx: ServerContext, chromiumPath: string, run: string, recorded: RecordedRun): Promise<void> {
  const browser = await launchInspectorBrowser(chromiumPath);
  try {
    const outcome = await replayInChromium(browser, (path) => readGameFile(ctx, recorded.gameId, recorded.version, path), recorded.record, ctx.config.jobs.replayLimits);
    if (!outcome.finished && outcome.stopped !== 'not_finished') {
      const message = `The replay of run ${run} stopped before it could judge the record: ${outcome.stopped}.`;
      throw outcome.stopped === 'crashed_playing' ? new CrashedPlayingRecord(message) : new Error(message);
    }
    const replayedScore = outcome.finished ? outcome.score : null;
    const now = ctx.now();
    // The verdict is kept once, with what it settles, so a repeated job changes nothing.
    await ctx.db.transaction((tx) => keepReplayVerdict(tx, { runId: run, recorded, replayedScore, now }));
  } finally {
    await browser.close().catch(() => undefined);
  }
}
