import { existsSync } from 'node:fs';
import { debianChromiums } from '@site/headless-chromium';
import type { EnvReader } from './env-reader.ts';

/** Background jobs (src/jobs/) and the inspector of submitted versions (src/inspections/). */
export interface JobsConfig {
  /** Whether this process works on the queue's jobs beside serving requests (JOB_WORKER). */
  worker: boolean;
  /** The Chromium the inspector launches; null: none here, inspections are marked "not run". */
  chromiumPath: string | null;
  /** How often the weekly leagues' close is asked for, in seconds (LEAGUE_CLOSE_CHECK_SECONDS); 0: never (tests close by hand). */
  leagueCloseCheckSeconds: number;
  /** How long a replay of a recorded run may wait on the game (docs/replays.md): fixed, not a setting. */
  replayLimits: ReplayLimits;
}

/** How long a replay waits on each step of the game it plays again (src/inspections/replay-in-chromium.ts). */
export interface ReplayLimits {
  /** How long the game may take to say it is ready. */
  readonly readyMs: number;
  /** How long the game is given to start its run while the ways of starting play are tried, again and again. */
  readonly startMs: number;
  /** How long the run may take, from its start to its finish. */
  readonly finishMs: number;
}

export const replayLimits: ReplayLimits = Object.freeze({ readyMs: 15_000, startMs: 10_000, finishMs: 30_000 });

/** JOB_WORKER, CHROMIUM_PATH and LEAGUE_CLOSE_CHECK_SECONDS (docs/api/background-jobs.md). */
export function readJobsConfig(read: EnvReader, fileExists: (path: string) => boolean = existsSync): JobsConfig {
  const chromiumPath = read.optionalString('CHROMIUM_PATH');
  if (chromiumPath !== null && !fileExists(chromiumPath)) read.problems.push(`CHROMIUM_PATH: no file at ${JSON.stringify(chromiumPath)}`);
  return {
    worker: read.setting('JOB_WORKER'),
    chromiumPath: chromiumPath ?? debianChromiums.find(fileExists) ?? null,
    leagueCloseCheckSeconds: read.setting('LEAGUE_CLOSE_CHECK_SECONDS'),
    replayLimits,
  };
}
