import { readFileSync } from 'node:fs';
import type { GameVersionState, InspectionReport } from '@site/api-contract';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { InspectionReportView } from './inspection-report.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  const translation = JSON.parse(readFileSync(new URL('../../public/locales/en/ui.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  await i18n.init({ lng: 'en', resources: { en: { translation } } });
});

const run = (viewport: 'phone' | 'desktop', scriptedPlay?: NonNullable<InspectionReport['runs'][number]['scriptedPlay']>): InspectionReport['runs'][number] => ({
  viewport,
  width: 1280,
  height: 800,
  ended: 'ready',
  readyMs: 300,
  firstPaintMs: 100,
  filesUntilReady: 4,
  bytesUntilReady: 9_000,
  filesTotal: 4,
  bytesTotal: 9_000,
  heapBytes: 1_000_000,
  consoleErrors: [],
  uncaughtExceptions: [],
  cspViolations: [],
  sdkCalls: ['gameReady'],
  screenshot: null,
  ...(scriptedPlay && { scriptedPlay }),
});

describe('InspectionReportView', () => {
  it('says how much was tried, and which checks a passing version-2 game was not tried on and why', () => {
    const report: InspectionReport = {
      game: 'pair-up',
      version: 1,
      state: 'done',
      verdict: 'passes',
      problem: null,
      queuedAt: '2030-01-15T10:00:00.000Z',
      finishedAt: '2030-01-15T10:01:00.000Z',
      findings: [],
      runs: [run('phone'), run('desktop', { runStarted: false, runFinished: false, pause: 'not_asked', audio: 'not_asked' }), { ...run('phone'), cpuThrottlingRate: 4 }],
    } as InspectionReport;
    const text = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <InspectionReportView report={report} />
      </I18nextProvider>,
    ).replace(/<[^>]+>/g, ' ');
    expect(text).toContain('Tried 7 of 11 checks: 7 passed, 0 failed. Not tried: 4');
    expect(text).toMatch(/Not tried\s+A run started and finished on a click in the middle, Space or Enter\s+— no run started on a click in the middle, Space or Enter/);
    expect(text).toMatch(/Not tried\s+Paused and resumed while playing\s+— the game was not playing \(no gameplayStart\) when the player paused it/);
    expect(text).toMatch(/Not tried\s+No sound after sound off\s+— the game made no sound to turn off/);
    expect(text).not.toContain('Not judged');
  });

  it('says what comes next until a moderator has decided, and then what they decided', () => {
    const report = { game: 'pair-up', version: 1, state: 'done', verdict: 'passes', problem: null, queuedAt: '2030-01-15T10:00:00.000Z', finishedAt: '2030-01-15T10:01:00.000Z', findings: [], runs: [run('phone')] } as InspectionReport;
    const shown = (versionState?: GameVersionState): string =>
      renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <InspectionReportView report={report} versionState={versionState ?? null} />
        </I18nextProvider>,
      );
    expect(shown()).toContain('Nothing to fix: this version is waiting for a moderator.');
    expect(shown('in_review')).toContain('Nothing to fix: this version is waiting for a moderator.');
    expect(shown('published')).toContain('A moderator published this version: players play it.');
    expect(shown('published')).not.toContain('waiting for a moderator');
    expect(shown('rejected')).toContain('A moderator rejected this version: its reason is in your games list.');
  });

  it('shows a finding seen on every viewport once, with the viewports, and a flood as its count with the first and last few (issue 40 item 5)', () => {
    const flood = { ...run('desktop'), consoleErrors: [...Array.from({ length: 10 }, (_, n) => `flood ${n + 1}`), ...Array.from({ length: 5 }, (_, n) => `flood ${n + 996}`)], sdkCalls: ['gameReady', ...Array.from({ length: 14 }, () => 'finishRun')], leftOut: { consoleErrors: 985, uncaughtExceptions: 0, cspViolations: 0, sdkCalls: 986 } };
    const seenEverywhere = (viewport: 'phone' | 'desktop', value: number) => ({ level: 'warns', code: 'error_after_ready', viewport, value, limit: 0, detail: 'flood 1' }) as const;
    const report = {
      game: 'hostile', version: 1, state: 'done', verdict: 'warns', problem: null, queuedAt: '2030-01-15T10:00:00.000Z', finishedAt: '2030-01-15T10:01:00.000Z',
      findings: [seenEverywhere('phone', 1000), seenEverywhere('desktop', 1000)],
      runs: [flood],
    } as InspectionReport;
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <InspectionReportView report={report} />
      </I18nextProvider>,
    );
    const text = html.replace(/<[^>]+>/g, ' ');
    expect(html.match(/class="inspection-finding /g)).toHaveLength(1);
    expect(text).toContain('Errors after the game was ready   (Phone and Desktop)');
    expect(text).toContain('Console errors (1,000)');
    expect(text).toMatch(/flood 10 \s*\(Desktop\)\s+flood 996/);
    expect(text).toMatch(/flood 1000 \s*\(Desktop\)\s+… 985 more on the Desktop run, between the first and the last shown/);
    expect(text).toContain('gameReady → finishRun ×9 → … 986 more … → finishRun ×5');
  });
});
