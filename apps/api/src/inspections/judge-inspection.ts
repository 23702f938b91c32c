import { inspectionLimits, type InspectionReport } from '@site/api-contract';
import type { ViewportOutcome } from './run-viewport.ts';

type Finding = InspectionReport['findings'][number];
type Verdict = NonNullable<InspectionReport['verdict']>;

const finding = (level: Finding['level'], code: Finding['code'], viewport: Finding['viewport'], value: number | null = null, limit: number | null = null, detail: string | null = null): Finding => ({
  level,
  code,
  viewport,
  value,
  limit,
  detail,
});

/**
 * The findings of each viewport's run against the documented limits (docs/api/inspections.md): what blocks review, what the moderator and the maker should know.
 */
export function judgeRuns(outcomes: readonly ViewportOutcome[], readyTimeoutMs: number = inspectionLimits.readyTimeoutMs): { findings: Finding[]; verdict: Verdict } {
  const findings: Finding[] = [];
  for (const { run, errorsBeforeReady, errorsAfterReady, popupsBlocked, outsideRequests } of outcomes) {
    // The throttled run is measured for the maker and the moderator, not judged: its limits are the others'.
    if ((run.cpuThrottlingRate ?? 1) > 1) continue;
    const where = run.viewport;
    if (run.ended === 'crashed') findings.push(finding('blocks', 'crashed', where, run.readyMs));
    if (run.ended === 'timeout') findings.push(finding('blocks', 'never_ready', where, null, readyTimeoutMs));
    if (run.bytesUntilReady > inspectionLimits.initialDownloadMaxBytes) findings.push(finding('blocks', 'initial_download_too_large', where, run.bytesUntilReady, inspectionLimits.initialDownloadMaxBytes));
    if (run.heapBytes !== null && run.heapBytes > inspectionLimits.heapMaxBytes) findings.push(finding('blocks', 'heap_too_large', where, run.heapBytes, inspectionLimits.heapMaxBytes));
    if (errorsBeforeReady.length > 0) findings.push(finding('blocks', 'error_before_ready', where, errorsBeforeReady.length, 0, errorsBeforeReady[0] ?? null));
    if (where === 'desktop' && run.readyMs !== null && run.readyMs > inspectionLimits.desktopReadyMaxMs) findings.push(finding('warns', 'slow_ready', where, run.readyMs, inspectionLimits.desktopReadyMaxMs));
    if (errorsAfterReady.length > 0) findings.push(finding('warns', 'error_after_ready', where, errorsAfterReady.length, 0, errorsAfterReady[0] ?? null));
    if (run.cspViolations.length > 0) findings.push(finding('warns', 'csp_violation', where, run.cspViolations.length, 0, run.cspViolations[0] ?? null));
    if (popupsBlocked.length > 0) findings.push(finding('warns', 'popup_blocked', where, popupsBlocked.length, 0, popupsBlocked[0] ?? null));
    if (run.scriptedPlay?.pause === 'ignored') findings.push(finding('warns', 'pause_ignored', where));
    if (run.scriptedPlay?.audio === 'ignored') findings.push(finding('warns', 'audio_ignored', where));
    if (outsideRequests.length > 0) findings.push(finding('informs', 'outside_request_blocked', where, outsideRequests.length, 0, outsideRequests[0] ?? null));
  }
  const verdict: Verdict = findings.some((item) => item.level === 'blocks') ? 'blocks' : findings.some((item) => item.level === 'warns') ? 'warns' : 'passes';
  return { findings, verdict };
}
