import type { InspectionReport } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { gradeInspection } from './inspection-checks.ts';

type Run = InspectionReport['runs'][number];
type Play = NonNullable<Run['scriptedPlay']>;

const run = (viewport: Run['viewport'], overrides: Partial<Run> = {}): Run => ({
  viewport,
  width: viewport === 'phone' ? 390 : 1280,
  height: viewport === 'phone' ? 844 : 800,
  ended: 'ready',
  readyMs: 400,
  firstPaintMs: 100,
  filesUntilReady: 4,
  bytesUntilReady: 10_000,
  filesTotal: 4,
  bytesTotal: 10_000,
  heapBytes: 2_000_000,
  consoleErrors: [],
  uncaughtExceptions: [],
  cspViolations: [],
  sdkCalls: ['gameReady'],
  screenshot: null,
  ...overrides,
});
const report = (play: Play | undefined, sdkCalls = ['gameReady'], findings: InspectionReport['findings'] = []) => ({
  findings,
  runs: [run('phone', { sdkCalls }), run('desktop', { sdkCalls, ...(play && { scriptedPlay: play }) }), run('phone', { cpuThrottlingRate: 4, sdkCalls })],
});
const statusOf = (grade: ReturnType<typeof gradeInspection>) => Object.fromEntries(grade.checks.map((check) => [check.key, check.status === 'not_tried' ? `not tried: ${check.reason}` : check.status]));

describe('gradeInspection', () => {
  it('says which checks a version-2 game that passed was never tried on, and why (issue 40: "None started", "Not judged")', () => {
    const grade = gradeInspection(report({ runStarted: false, runFinished: false, pause: 'not_asked', audio: 'not_asked' }));
    expect(statusOf(grade)).toMatchObject({ ready: 'passed', scriptedRun: 'not tried: no_run_started', pause: 'not tried: not_playing', audio: 'not tried: no_sound' });
    expect(grade).toMatchObject({ tried: 7, passed: 7, failed: 0, notTried: 4 });
    expect(statusOf(grade)).toMatchObject({ lifeCycle: 'not tried: no_run_started' });
  });

  it('names protocol version 1 as the reason pause and sound were not tried', () => {
    const grade = gradeInspection(report({ runStarted: true, runFinished: true, pause: 'not_asked', audio: 'not_asked' }, ['ready', 'startRun', 'finishRun']));
    expect(statusOf(grade)).toMatchObject({ scriptedRun: 'passed', pause: 'not tried: version_1', audio: 'not tried: version_1' });
  });

  it('counts a game that obeyed everything as tried on every check', () => {
    const grade = gradeInspection(report({ runStarted: true, runFinished: true, pause: 'obeyed', audio: 'obeyed' }));
    expect(grade).toMatchObject({ tried: 11, passed: 11, failed: 0, notTried: 0 });
  });

  it('fails what the findings say, and leaves what needs a ready game untried when it never got ready', () => {
    const never: InspectionReport['findings'] = [
      { level: 'blocks', code: 'never_ready', viewport: 'desktop', value: null, limit: 15_000, detail: null },
      { level: 'warns', code: 'csp_violation', viewport: 'desktop', value: 1, limit: 0, detail: 'inline script' },
    ];
    const grade = gradeInspection({ findings: never, runs: [run('phone', { ended: 'timeout' }), run('desktop', { ended: 'timeout' })] });
    expect(statusOf(grade)).toMatchObject({ ready: 'failed', securityRules: 'failed', readyTime: 'not tried: not_ready', errorsAfterReady: 'not tried: not_ready', scriptedRun: 'not tried: not_ready', pause: 'not tried: not_ready' });
    expect(grade.failed).toBe(2);
  });
});
