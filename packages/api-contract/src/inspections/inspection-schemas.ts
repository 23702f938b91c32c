import { Type, type Static } from 'typebox';
import { Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import { GameId } from '../games/game-schemas.ts';
import type { inspectionRoutes } from './inspection-routes.ts';
import { gameRules } from './game-rules.ts';

/** The limits the inspector holds a version to: the game rules' (game-rules.ts), and how long it waits. */
export const inspectionLimits = {
  initialDownloadMaxBytes: gameRules.initialDownloadMaxBytes,
  interactiveMaxMs: gameRules.interactiveMaxMs,
  throttledCpuRate: gameRules.throttledCpuRate,
  heapMaxBytes: gameRules.heapMaxBytes,
  /** How long a viewport's run waits for `ready` before it gives up: the game never became ready. */
  readyTimeoutMs: 15_000,
} as const;

export const InspectionState = Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('done'), Type.Literal('not_run'), Type.Literal('failed')]);
/** The highest level among the findings: `blocks` keeps the version from moderators. */
export const InspectionVerdict = Type.Union([Type.Literal('blocks'), Type.Literal('warns'), Type.Literal('passes')]);
export const FindingLevel = Type.Union([Type.Literal('blocks'), Type.Literal('warns'), Type.Literal('informs')]);
export const InspectionViewport = Type.Union([Type.Literal('phone'), Type.Literal('desktop')]);
export const findingCodes = [
  'never_ready',
  'crashed',
  'slow_ready',
  'initial_download_too_large',
  'heap_too_large',
  'error_before_ready',
  'error_after_ready',
  'csp_violation',
  'popup_blocked',
  'outside_request_blocked',
  'pause_ignored',
  'audio_ignored',
  'lifecycle_missing',
] as const;
export const FindingCode = Type.Union([
  Type.Literal('never_ready'),
  Type.Literal('crashed'),
  Type.Literal('slow_ready'),
  Type.Literal('initial_download_too_large'),
  Type.Literal('heap_too_large'),
  Type.Literal('error_before_ready'),
  Type.Literal('error_after_ready'),
  Type.Literal('csp_violation'),
  Type.Literal('popup_blocked'),
  Type.Literal('outside_request_blocked'),
  Type.Literal('pause_ignored'),
  Type.Literal('audio_ignored'),
  Type.Literal('lifecycle_missing'),
]);

/** Whether the game did what the site's SDK host asked (`not_asked`: a version-1 game hears no pause or sound, or it was not playing). */
export const Obeyed = Type.Union([Type.Literal('obeyed'), Type.Literal('ignored'), Type.Literal('not_asked')]);

/** What the inspector's scripted player did on the desktop run, after ready. */
export const ScriptedPlayView = Strict({
  /** It clicked the game and pressed Space and Enter; did the game start a run, and finish it? */
  runStarted: Type.Boolean(),
  runFinished: Type.Boolean(),
  /** Paused while playing (after `gameplayStart`): did the game say `gameplayStop`, and `gameplayStart` again on resume? */
  pause: Obeyed,
  /** Sound turned off: did the game start no sound after it (sounds counted by the browser)? */
  audio: Obeyed,
});

export const InspectionFindingView = Strict({
  level: FindingLevel,
  code: FindingCode,
  viewport: InspectionViewport,
  /** The measured number (bytes, milliseconds, count) when the finding has one. */
  value: Type.Union([Type.Number(), Type.Null()]),
  /** The documented limit it is held to, in the same unit. */
  limit: Type.Union([Type.Number(), Type.Null()]),
  /** The first message behind it (an error, a refused URL), as the browser wrote it. */
  detail: Type.Union([Type.String(), Type.Null()]),
});

export const InspectionRunView = Strict({
  viewport: InspectionViewport,
  width: Type.Integer(),
  height: Type.Integer(),
  /** How the run ended: the game said ready, the wait ran out, or its page crashed. */
  ended: Type.Union([Type.Literal('ready'), Type.Literal('timeout'), Type.Literal('crashed')]),
  readyMs: Type.Union([Type.Number(), Type.Null()]),
  firstPaintMs: Type.Union([Type.Number(), Type.Null()]),
  bytesUntilReady: Type.Integer({ minimum: 0 }),
  filesUntilReady: Type.Integer({ minimum: 0 }),
  bytesTotal: Type.Integer({ minimum: 0 }),
  filesTotal: Type.Integer({ minimum: 0 }),
  heapBytes: Type.Union([Type.Number(), Type.Null()]),
  consoleErrors: Type.Array(Type.String()),
  uncaughtExceptions: Type.Array(Type.String()),
  cspViolations: Type.Array(Type.String()),
  /** What the game asked of the site's SDK host, in order (`ready`, `startRun`, …); one the host refused with its code (`load (refused)`). */
  sdkCalls: Type.Array(Type.String()),
  /**
   * A flood is kept as its first and last messages: how many of each list were left out between
   * them (absent when none were), so the list is the first ones, then this many, then the last ones.
   */
  leftOut: Type.Optional(Strict({ consoleErrors: Type.Integer({ minimum: 0 }), uncaughtExceptions: Type.Integer({ minimum: 0 }), cspViolations: Type.Integer({ minimum: 0 }), sdkCalls: Type.Integer({ minimum: 0 }) })),
  /** A JPEG of the viewport at the end, as a `data:` URL; null when the page could not be drawn. */
  screenshot: Type.Union([Type.String(), Type.Null()]),
  /** How many times slower the CPU was made (Chromium's throttling) for this run; 1 or absent: not throttled. */
  cpuThrottlingRate: Type.Optional(Type.Integer({ minimum: 1 })),
  /** The scripted player's outcome (the desktop run of a game that became ready); absent otherwise. */
  scriptedPlay: Type.Optional(ScriptedPlayView),
});

/** A version's inspection in a list: enough to show a badge. */
export const InspectionSummary = Strict({ state: InspectionState, verdict: Type.Union([InspectionVerdict, Type.Null()]) });
export type InspectionSummary = Static<typeof InspectionSummary>;

export const InspectionReport = Strict({
  game: GameId,
  version: Type.Integer({ minimum: 1 }),
  state: InspectionState,
  verdict: Type.Union([InspectionVerdict, Type.Null()]),
  queuedAt: Timestamp,
  finishedAt: Type.Union([Timestamp, Type.Null()]),
  /** Why it did not run (`not_run`: no browser on the worker) or failed for good. */
  problem: Type.Union([Type.String(), Type.Null()]),
  findings: Type.Array(InspectionFindingView),
  runs: Type.Array(InspectionRunView),
});
export type InspectionReport = Static<typeof InspectionReport>;

export const TroubledJob = Strict({
  id: Type.String(),
  queue: Type.String(),
  state: Type.Union([Type.Literal('failed'), Type.Literal('retry'), Type.Literal('stuck_active'), Type.Literal('stuck_waiting')]),
  /** What the job is about, as it was queued (for an inspection: the game and version). */
  data: Type.Unknown(),
  retryCount: Type.Integer({ minimum: 0 }),
  retryLimit: Type.Integer({ minimum: 0 }),
  createdAt: Timestamp,
  startedAt: Type.Union([Timestamp, Type.Null()]),
  /** The last error's message, for a failed job. */
  error: Type.Union([Type.String(), Type.Null()]),
});
export type TroubledJob = Static<typeof TroubledJob>;

const VersionParams = Strict({ game: GameId, version: Type.String({ maxLength: 9, pattern: '^[1-9][0-9]{0,8}$', description: 'The version number.' }) });

export const inspectionSchemas = {
  getMyInspection: { params: VersionParams, response: InspectionReport },
  getReviewInspection: { params: VersionParams, response: InspectionReport },
  listTroubledJobs: { response: Strict({ jobs: Type.Array(TroubledJob) }) },
} satisfies SchemasFor<typeof inspectionRoutes>;
