import { inspectionLimits, type InspectionReport } from '@site/api-contract';
import type { ClaimRefusal } from '@site/api-contract/claim-rules';
import { judgeRuns } from '@site/api-contract/judge-runs';
import type { Diagnostic } from '@site/game-sdk/host';
import { gradeInspection, gradeOf, type InspectionCheck, type InspectionCheckKey, type InspectionGrade } from '../submissions/inspection-checks.ts';

type Finding = InspectionReport['findings'][number];
type Verdict = NonNullable<InspectionReport['verdict']>;

/** What the playground saw of a game since Play; times in ms since Play. Lists keep their first `keptPerList` entries and count the rest. */
export interface PlaygroundObservation {
  readyMs: number | null;
  /** The protocol version the game's handshake named. */
  version: 1 | 2 | null;
  /** No ready within the inspector's wait (`inspectionLimits.readyTimeoutMs`). */
  timedOut: boolean;
  calls: { atMs: number; type: string; detail: string }[];
  errorsBeforeReady: string[];
  errorsAfterReady: string[];
  cspViolations: string[];
  /** Finishes the site would refuse by the maker's declaration (playground-sandbox.ts), as the dashboard's "Runs refused, and why" would list them. */
  refusals: { atMs: number; refusal: ClaimRefusal }[];
  /** How many of each there were, kept or not. */
  counts: { calls: number; errorsBeforeReady: number; errorsAfterReady: number; cspViolations: number; refusals: number };
  runStarted: boolean;
  runFinished: boolean;
}

export type PlaygroundEvent =
  | { kind: 'request'; atMs: number; type: string; detail?: string }
  | { kind: 'diagnostic'; atMs: number; diagnostic: Diagnostic }
  | { kind: 'refused'; atMs: number; refusal: ClaimRefusal }
  | { kind: 'ready_wait_over' };

export const keptPerList = 100;

export const emptyObservation: PlaygroundObservation = {
  readyMs: null,
  version: null,
  timedOut: false,
  calls: [],
  errorsBeforeReady: [],
  errorsAfterReady: [],
  cspViolations: [],
  refusals: [],
  counts: { calls: 0, errorsBeforeReady: 0, errorsAfterReady: 0, cspViolations: 0, refusals: 0 },
  runStarted: false,
  runFinished: false,
};

const keep = <T>(list: T[], item: T): T[] => (list.length < keptPerList ? [...list, item] : list);

/** The observation after one more thing the game did (pure: the page keeps it in state). */
export function observe(seen: PlaygroundObservation, event: PlaygroundEvent): PlaygroundObservation {
  if (event.kind === 'ready_wait_over') return seen.readyMs === null ? { ...seen, timedOut: true } : seen;
  if (event.kind === 'refused') return { ...seen, refusals: keep(seen.refusals, { atMs: event.atMs, refusal: event.refusal }), counts: { ...seen.counts, refusals: seen.counts.refusals + 1 } };
  if (event.kind === 'request') {
    const handshake = (event.type === 'ready' || event.type === 'gameReady') && seen.readyMs === null;
    return {
      ...seen,
      calls: keep(seen.calls, { atMs: event.atMs, type: event.type, detail: event.detail ?? '' }),
      counts: { ...seen.counts, calls: seen.counts.calls + 1 },
      ...(handshake ? { readyMs: Math.round(event.atMs), version: event.type === 'ready' ? 1 : 2 } : {}),
      runStarted: seen.runStarted || event.type === 'startRun',
      runFinished: seen.runFinished || event.type === 'finishRun',
    };
  }
  const { kind, text } = event.diagnostic;
  if (kind === 'csp') return { ...seen, cspViolations: keep(seen.cspViolations, text), counts: { ...seen.counts, cspViolations: seen.counts.cspViolations + 1 } };
  return seen.readyMs === null
    ? { ...seen, errorsBeforeReady: keep(seen.errorsBeforeReady, text), counts: { ...seen.counts, errorsBeforeReady: seen.counts.errorsBeforeReady + 1 } }
    : { ...seen, errorsAfterReady: keep(seen.errorsAfterReady, text), counts: { ...seen.counts, errorsAfterReady: seen.counts.errorsAfterReady + 1 } };
}

/**
 * The inspector times ready on a phone whose CPU is slowed `throttledCpuRate` times; the playground
 * has only this computer's unslowed time. Later than the limit even unslowed fails (slowed, it is
 * later still); otherwise the check was not tried there, and says what this time suggests:
 * slowing multiplies the CPU's share of it at most by the rate, so within the limit divided by the
 * rate is likely in time, and above it at risk.
 */
function readyTimeCheck(readyMs: number): InspectionCheck {
  if (readyMs > inspectionLimits.interactiveMaxMs) return { key: 'readyTime', status: 'failed' };
  const likely = readyMs * inspectionLimits.throttledCpuRate <= inspectionLimits.interactiveMaxMs;
  return { key: 'readyTime', status: 'not_tried', reason: likely ? 'slowed_phone_likely' : 'slowed_phone_at_risk', unslowedReadyMs: readyMs };
}

/** Checks only the inspector can make: the download's bytes, the heap, and its scripted pause and sound. */
const inspectorOnly: readonly InspectionCheckKey[] = ['download', 'memory', 'pause', 'audio'];

export interface PlaygroundGrade {
  verdict: Verdict;
  findings: Finding[];
  grade: InspectionGrade;
}

/**
 * What the inspector would make of what the playground saw: its own findings (`judgeRuns`, the
 * inspector's, from the contract), limits and grading (`gradeInspection`, the report card's); null
 * until the game is ready or the wait is over. A check the playground cannot make is not tried,
 * and says so; the run check passes on a run the maker finished.
 */
export function gradePlayground(seen: PlaygroundObservation): PlaygroundGrade | null {
  if (seen.readyMs === null && !seen.timedOut) return null;
  const calls = seen.calls.map((call) => call.type);
  const run: InspectionReport['runs'][number] = {
    viewport: 'desktop',
    width: 0,
    height: 0,
    ended: seen.readyMs === null ? 'timeout' : 'ready',
    readyMs: seen.readyMs,
    firstPaintMs: null,
    bytesUntilReady: 0,
    filesUntilReady: 0,
    bytesTotal: 0,
    filesTotal: 0,
    heapBytes: null,
    consoleErrors: [...seen.errorsBeforeReady, ...seen.errorsAfterReady],
    uncaughtExceptions: [],
    cspViolations: seen.cspViolations,
    sdkCalls: calls,
    leftOut: { consoleErrors: 0, uncaughtExceptions: 0, cspViolations: seen.counts.cspViolations - seen.cspViolations.length, sdkCalls: seen.counts.calls - calls.length },
    screenshot: null,
    ...(seen.readyMs === null ? {} : { scriptedPlay: { runStarted: seen.runStarted, runFinished: seen.runFinished, pause: 'not_asked', audio: 'not_asked' } as const }),
  };
  const counts = { errorsBeforeReady: seen.counts.errorsBeforeReady, errorsAfterReady: seen.counts.errorsAfterReady, popupsBlocked: 0, outsideRequests: 0 };
  const judged = judgeRuns([{ run, errorsBeforeReady: seen.errorsBeforeReady, errorsAfterReady: seen.errorsAfterReady, popupsBlocked: [], outsideRequests: [], counts }]);
  // The inspector times ready on a phone slowed 4×; ready later than that here, unslowed, would be later still there.
  const slow = seen.readyMs !== null && seen.readyMs > inspectionLimits.interactiveMaxMs;
  const findings: Finding[] = slow ? [{ level: 'blocks', code: 'slow_ready', viewport: 'desktop', value: seen.readyMs, limit: inspectionLimits.interactiveMaxMs, detail: null }, ...judged.findings] : judged.findings;
  const verdict: Verdict = slow ? 'blocks' : judged.verdict;
  const checks = gradeInspection({ findings, runs: [run] }).checks.map((check): InspectionCheck => {
    if (inspectorOnly.includes(check.key)) return { key: check.key, status: 'not_tried', reason: 'inspector_only' };
    if (check.key === 'scriptedRun' && check.status === 'not_tried' && check.reason !== 'not_ready') return { key: check.key, status: 'not_tried', reason: 'no_run_played' };
    if (check.key === 'readyTime' && seen.readyMs !== null) return readyTimeCheck(seen.readyMs);
    if (check.key === 'lifeCycle' && check.status === 'not_tried' && check.reason === 'no_run_started') return { key: check.key, status: 'not_tried', reason: 'no_run_played' };
    return check;
  });
  return { verdict, findings, grade: gradeOf(checks) };
}
