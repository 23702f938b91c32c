import type { InspectionReport } from '@site/api-contract';

type Run = InspectionReport['runs'][number];
type FindingCode = InspectionReport['findings'][number]['code'];

export const inspectionCheckKeys = ['ready', 'errorsBeforeReady', 'download', 'memory', 'readyTime', 'errorsAfterReady', 'securityRules', 'scriptedRun', 'pause', 'audio', 'lifeCycle'] as const;
export type InspectionCheckKey = (typeof inspectionCheckKeys)[number];

/** Why a check was not tried: each one names what the game did not give the inspector to judge. */
export type NotTriedReason = 'not_ready' | 'not_measured' | 'no_run_started' | 'run_not_finished' | 'version_1' | 'not_playing' | 'no_sound' | PlaygroundNotTriedReason;
/**
 * Why the playground (src/playground) leaves a check untried: the inspector alone measures it, the
 * maker has not finished a run yet, or the ready time was taken unslowed, not on the inspector's
 * slowed phone (`slowed_phone_*`, with that time: likely in time there, or at risk).
 */
export type PlaygroundNotTriedReason = 'inspector_only' | 'no_run_played' | 'slowed_phone_likely' | 'slowed_phone_at_risk';

export type InspectionCheck =
  | { key: InspectionCheckKey; status: 'passed' | 'failed' }
  | { key: InspectionCheckKey; status: 'not_tried'; reason: NotTriedReason; unslowedReadyMs?: number };

export interface InspectionGrade {
  checks: InspectionCheck[];
  tried: number;
  passed: number;
  failed: number;
  notTried: number;
}

const judged = (run: Run): boolean => (run.cpuThrottlingRate ?? 1) === 1;

/**
 * Each of the inspector's checks on a finished report (docs/api/inspections.md) as passed,
 * failed or not tried with the reason: a check the game gave nothing to judge is not a pass (a
 * version-1 game is never paused, a game that starts no run on a centre click, Space or Enter
 * has no run judged). The throttled phone run is judged on its time to ready only, as by the inspector.
 */
export function gradeInspection(report: Pick<InspectionReport, 'findings' | 'runs'>): InspectionGrade {
  const found = (...codes: FindingCode[]): boolean => report.findings.some((finding) => codes.includes(finding.code));
  const runs = report.runs.filter(judged);
  const ready = runs.filter((run) => run.ended === 'ready');
  const desktop = runs.find((run) => run.viewport === 'desktop');
  const throttled = report.runs.find((run) => !judged(run));
  const play = desktop?.scriptedPlay;
  const speaksV2 = desktop?.sdkCalls.includes('gameReady') ?? false;
  const passOrFail = (key: InspectionCheckKey, failed: boolean): InspectionCheck => ({ key, status: failed ? 'failed' : 'passed' });
  const notTried = (key: InspectionCheckKey, reason: NotTriedReason): InspectionCheck => ({ key, status: 'not_tried', reason });
  const obeyed = (key: 'pause' | 'audio', outcome: 'obeyed' | 'ignored' | 'not_asked' | undefined, silent: NotTriedReason): InspectionCheck =>
    outcome === undefined ? notTried(key, 'not_ready') : outcome === 'not_asked' ? notTried(key, speaksV2 ? silent : 'version_1') : passOrFail(key, outcome === 'ignored');

  const checks: InspectionCheck[] = [
    passOrFail('ready', found('never_ready', 'crashed')),
    passOrFail('errorsBeforeReady', found('error_before_ready')),
    passOrFail('download', found('initial_download_too_large')),
    runs.every((run) => run.heapBytes === null) ? notTried('memory', 'not_measured') : passOrFail('memory', found('heap_too_large')),
    throttled?.ended === 'ready' || found('slow_ready') ? passOrFail('readyTime', found('slow_ready')) : notTried('readyTime', 'not_ready'),
    ready.length > 0 ? passOrFail('errorsAfterReady', found('error_after_ready')) : notTried('errorsAfterReady', 'not_ready'),
    passOrFail('securityRules', found('csp_violation', 'popup_blocked', 'outside_request_blocked')),
    play === undefined
      ? notTried('scriptedRun', 'not_ready')
      : play.runFinished
        ? passOrFail('scriptedRun', false)
        : notTried('scriptedRun', play.runStarted ? 'run_not_finished' : 'no_run_started'),
    obeyed('pause', play?.pause, 'not_playing'),
    obeyed('audio', play?.audio, 'no_sound'),
    play?.runStarted === true ? passOrFail('lifeCycle', found('lifecycle_missing')) : notTried('lifeCycle', play === undefined ? 'not_ready' : 'no_run_started'),
  ];
  return gradeOf(checks);
}

/** The checks with how many were tried, passed, failed and not tried. */
export function gradeOf(checks: InspectionCheck[]): InspectionGrade {
  const count = (status: InspectionCheck['status']): number => checks.filter((check) => check.status === status).length;
  const passed = count('passed');
  const failed = count('failed');
  return { checks, tried: passed + failed, passed, failed, notTried: count('not_tried') };
}
