import { inspectionLimits } from '@site/api-contract';
import { describe, expect, it } from 'vitest';
import { emptyObservation, gradePlayground, keptPerList, observe, type PlaygroundEvent, type PlaygroundObservation } from './playground-checks.ts';

const seeAll = (events: PlaygroundEvent[]): PlaygroundObservation => events.reduce(observe, emptyObservation);
const statusOf = (seen: PlaygroundObservation) => Object.fromEntries((gradePlayground(seen)?.grade.checks ?? []).map((check) => [check.key, check.status === 'not_tried' ? `not_tried:${check.reason}` : check.status]));

describe('the playground\'s checks', () => {
  it('grade nothing until the game is ready or the inspector\'s wait is over', () => {
    const loading = seeAll([{ kind: 'request', atMs: 10, type: 'loadingProgress', detail: '40' }]);
    expect(gradePlayground(loading)).toBeNull();
    const never = observe(loading, { kind: 'ready_wait_over' });
    expect(gradePlayground(never)).toMatchObject({ verdict: 'blocks', findings: [{ code: 'never_ready', limit: inspectionLimits.readyTimeoutMs }] });
    expect(statusOf(never)).toMatchObject({ ready: 'failed', readyTime: 'not_tried:not_ready', scriptedRun: 'not_tried:not_ready' });
  });

  it('time ready from Play, and keep errors before and after it apart, as the inspector judges them', () => {
    const seen = seeAll([
      { kind: 'diagnostic', atMs: 5, diagnostic: { kind: 'console', text: 'early' } },
      { kind: 'request', atMs: 812.4, type: 'gameReady' },
      { kind: 'diagnostic', atMs: 900, diagnostic: { kind: 'error', text: 'late' } },
      { kind: 'diagnostic', atMs: 901, diagnostic: { kind: 'csp', text: 'connect-src https://elsewhere.example' } },
      { kind: 'ready_wait_over' },
    ]);
    expect(seen).toMatchObject({ readyMs: 812, version: 2, timedOut: false, errorsBeforeReady: ['early'], errorsAfterReady: ['late'] });
    const graded = gradePlayground(seen);
    expect(graded?.verdict).toBe('blocks');
    expect(graded?.findings.map((finding) => [finding.level, finding.code, finding.detail])).toEqual([
      ['blocks', 'error_before_ready', 'early'],
      ['warns', 'error_after_ready', 'late'],
      ['warns', 'csp_violation', 'connect-src https://elsewhere.example'],
    ]);
    expect(statusOf(seen)).toMatchObject({ ready: 'passed', errorsBeforeReady: 'failed', readyTime: 'not_tried:slowed_phone_likely', errorsAfterReady: 'failed', securityRules: 'failed' });
  });

  it('say what only the inspector measures, and pass the run check on a run the maker finished', () => {
    const ready = seeAll([{ kind: 'request', atMs: 6000, type: 'gameReady' }]);
    expect(gradePlayground(ready)?.findings).toEqual([{ level: 'blocks', code: 'slow_ready', viewport: 'desktop', value: 6000, limit: inspectionLimits.interactiveMaxMs, detail: null }]);
    expect(statusOf(ready)).toMatchObject({ download: 'not_tried:inspector_only', memory: 'not_tried:inspector_only', pause: 'not_tried:inspector_only', audio: 'not_tried:inspector_only', scriptedRun: 'not_tried:no_run_played' });
    const played = seeAll([{ kind: 'request', atMs: 300, type: 'gameReady' }, { kind: 'request', atMs: 900, type: 'startRun' }, { kind: 'request', atMs: 910, type: 'gameplayStart' }, { kind: 'request', atMs: 2900, type: 'finishRun', detail: 'score 12' }]);
    expect(gradePlayground(played)).toMatchObject({ verdict: 'passes', grade: { tried: 6, passed: 6, failed: 0, notTried: 5 } });
    expect(statusOf(played).scriptedRun).toBe('passed');
  });

  it('never pass the slowed phone\'s ready time on this computer\'s unslowed one: likely in time, at risk, or too slow even unslowed', () => {
    const { interactiveMaxMs, throttledCpuRate } = inspectionLimits;
    const readyTimeAt = (readyMs: number) => gradePlayground(seeAll([{ kind: 'request', atMs: readyMs, type: 'gameReady' }]))?.grade.checks.find((check) => check.key === 'readyTime');
    const quick = interactiveMaxMs / throttledCpuRate;
    expect(readyTimeAt(quick)).toEqual({ key: 'readyTime', status: 'not_tried', reason: 'slowed_phone_likely', unslowedReadyMs: quick });
    expect(readyTimeAt(quick + 1)).toEqual({ key: 'readyTime', status: 'not_tried', reason: 'slowed_phone_at_risk', unslowedReadyMs: quick + 1 });
    expect(readyTimeAt(interactiveMaxMs)).toEqual({ key: 'readyTime', status: 'not_tried', reason: 'slowed_phone_at_risk', unslowedReadyMs: interactiveMaxMs });
    expect(readyTimeAt(interactiveMaxMs + 1)).toEqual({ key: 'readyTime', status: 'failed' });
    expect(gradePlayground(seeAll([{ kind: 'request', atMs: quick + 1, type: 'gameReady' }]))?.verdict).toBe('passes');
  });

  it('keep the first of a flood and count it all', () => {
    const flood = seeAll(Array.from({ length: keptPerList + 50 }, (_, index): PlaygroundEvent => ({ kind: 'diagnostic', atMs: index, diagnostic: { kind: 'console', text: `line ${index}` } })));
    expect(flood.errorsBeforeReady).toHaveLength(keptPerList);
    expect(flood.counts.errorsBeforeReady).toBe(keptPerList + 50);
  });
});

describe("the playground's refused finishes", () => {
  it('are kept apart from the grade, the first ones listed and all counted', () => {
    const refusal = { field: 'score', reason: 'score_above_top', score: 11, level: null, top: 10, message: '11 is more than a run of this game can score (10).' } as const;
    const ready = seeAll([{ kind: 'request', atMs: 100, type: 'gameReady' }]);
    const seen = Array.from({ length: keptPerList + 2 }, (_, index) => index).reduce((observed, index) => observe(observed, { kind: 'refused', atMs: 200 + index, refusal }), ready);
    expect(seen.refusals).toHaveLength(keptPerList);
    expect(seen.refusals[0]).toEqual({ atMs: 200, refusal });
    expect(seen.counts.refusals).toBe(keptPerList + 2);
    expect(gradePlayground(seen)).toEqual(gradePlayground(ready));
  });
});
