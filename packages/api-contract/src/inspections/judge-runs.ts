import { inspectionLimits, type InspectionReport } from './inspection-schemas.ts';

type Finding = InspectionReport['findings'][number];

/** What one run of a version showed: the run as reported, and the messages it saw (the lists keep the first few; `counts` says how many came in all). */
export interface RunOutcome {
  run: InspectionReport['runs'][number];
  errorsBeforeReady: string[];
  errorsAfterReady: string[];
  popupsBlocked: string[];
  outsideRequests: string[];
  counts: { errorsBeforeReady: number; errorsAfterReady: number; popupsBlocked: number; outsideRequests: number };
}
type Verdict = NonNullable<InspectionReport['verdict']>;

const finding = (level: Finding['level'], code: Finding['code'], viewport: Finding['viewport'], value: number | null = null, limit: number | null = null, detail: string | null = null): Finding => ({
  level,
  code,
  viewport,
  value,
  limit,
  detail,
});

const throttled = (outcome: RunOutcome): boolean => (outcome.run.cpuThrottlingRate ?? 1) > 1;

/**
 * The findings of each run against the game rules (game-rules.ts; docs/game-rules.md): what blocks
 * review, what the moderator and the maker should know. The throttled phone run is judged on its
 * time to ready only; the other runs on the rest. The inspector's (apps/api) and the playground's
 * (apps/web), so that both judge a game alike. Its own entry (`@site/api-contract/judge-runs`), off the
 * index: the site's pages that import the contract do not carry it.
 */
export function judgeRuns(outcomes: readonly RunOutcome[], readyTimeoutMs: number = inspectionLimits.readyTimeoutMs): { findings: Finding[]; verdict: Verdict } {
  const findings: Finding[] = [];
  for (const outcome of outcomes) {
    const { run, errorsBeforeReady, errorsAfterReady, popupsBlocked, outsideRequests, counts } = outcome;
    const where = run.viewport;
    if (throttled(outcome)) {
      // Interactive in time on a slowed phone; a run that crashed or never got ready is judged by the others.
      if (run.ended === 'ready' && run.readyMs !== null && run.readyMs > inspectionLimits.interactiveMaxMs) findings.push(finding('blocks', 'slow_ready', where, run.readyMs, inspectionLimits.interactiveMaxMs));
      if (run.ended === 'timeout' && outcomes.some((other) => !throttled(other) && other.run.ended === 'ready')) findings.push(finding('blocks', 'slow_ready', where, null, inspectionLimits.interactiveMaxMs));
      continue;
    }
    if (run.ended === 'crashed') findings.push(finding('blocks', 'crashed', where, run.readyMs));
    if (run.ended === 'timeout') findings.push(finding('blocks', 'never_ready', where, null, readyTimeoutMs));
    if (run.bytesUntilReady > inspectionLimits.initialDownloadMaxBytes) findings.push(finding('blocks', 'initial_download_too_large', where, run.bytesUntilReady, inspectionLimits.initialDownloadMaxBytes));
    if (run.heapBytes !== null && run.heapBytes > inspectionLimits.heapMaxBytes) findings.push(finding('blocks', 'heap_too_large', where, run.heapBytes, inspectionLimits.heapMaxBytes));
    if (counts.errorsBeforeReady > 0) findings.push(finding('blocks', 'error_before_ready', where, counts.errorsBeforeReady, 0, errorsBeforeReady[0] ?? null));
    if (outsideRequests.length > 0) findings.push(finding('blocks', 'outside_request_blocked', where, counts.outsideRequests, 0, outsideRequests[0] ?? null));
    if (lifeCycleMissing(run)) findings.push(finding('blocks', 'lifecycle_missing', where, null, null, 'gameplayStart'));
    if (counts.errorsAfterReady > 0) findings.push(finding('warns', 'error_after_ready', where, counts.errorsAfterReady, 0, errorsAfterReady[0] ?? null));
    if (run.cspViolations.length > 0) findings.push(finding('warns', 'csp_violation', where, run.cspViolations.length + (run.leftOut?.cspViolations ?? 0), 0, run.cspViolations[0] ?? null));
    if (popupsBlocked.length > 0) findings.push(finding('warns', 'popup_blocked', where, counts.popupsBlocked, 0, popupsBlocked[0] ?? null));
    if (run.scriptedPlay?.pause === 'ignored') findings.push(finding('warns', 'pause_ignored', where));
    if (run.scriptedPlay?.audio === 'ignored') findings.push(finding('warns', 'audio_ignored', where));
  }
  const verdict: Verdict = findings.some((item) => item.level === 'blocks') ? 'blocks' : findings.some((item) => item.level === 'warns') ? 'warns' : 'passes';
  return { findings, verdict };
}

/**
 * The SDK's life-cycle calls: the ready call is judged by `never_ready`; a version-2 game the
 * scripted player got a run out of must also have said `gameplayStart` (the site pauses and
 * resumes play by it).
 */
function lifeCycleMissing(run: InspectionReport['runs'][number]): boolean {
  if (run.scriptedPlay?.runStarted !== true || !run.sdkCalls.includes('gameReady')) return false;
  return !run.sdkCalls.includes('gameplayStart') && (run.leftOut?.sdkCalls ?? 0) === 0;
}
