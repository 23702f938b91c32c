import { readFileSync } from 'node:fs';
import { findingCodes, gameRules, inspectionLimits, type InspectionReport } from '@site/api-contract';
import { judgeRuns, type RunOutcome } from '@site/api-contract/judge-runs';
import i18next, { type i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { heldBackFindings } from './held-back-findings.ts';
import { HeldBackList } from './held-back-list.tsx';

type Run = InspectionReport['runs'][number];

const run = (changes: Partial<Run>): Run => ({
  viewport: 'phone',
  width: 390,
  height: 844,
  ended: 'ready',
  readyMs: 300,
  firstPaintMs: 100,
  bytesUntilReady: 1_000,
  filesUntilReady: 1,
  bytesTotal: 1_000,
  filesTotal: 1,
  heapBytes: 1_000_000,
  consoleErrors: [],
  uncaughtExceptions: [],
  cspViolations: [],
  sdkCalls: ['gameReady'],
  screenshot: null,
  ...changes,
});
const outcome = (changes: Partial<Run>, messages: Partial<Omit<RunOutcome, 'run' | 'counts'>> = {}): RunOutcome => {
  const lists = { errorsBeforeReady: [], errorsAfterReady: [], popupsBlocked: [], outsideRequests: [], ...messages };
  const counts = { errorsBeforeReady: lists.errorsBeforeReady.length, errorsAfterReady: lists.errorsAfterReady.length, popupsBlocked: lists.popupsBlocked.length, outsideRequests: lists.outsideRequests.length };
  return { run: run(changes), ...lists, counts };
};

/** An inspection where everything the inspector judges goes wrong somewhere: every finding of the contract, each at its level. */
const everythingWrong = judgeRuns([
  outcome(
    {
      viewport: 'desktop',
      bytesUntilReady: gameRules.initialDownloadMaxBytes + 1,
      heapBytes: gameRules.heapMaxBytes + 1,
      cspViolations: ['img-src https://elsewhere.example'],
      scriptedPlay: { runStarted: true, runFinished: false, pause: 'ignored', audio: 'ignored' },
    },
    { errorsBeforeReady: ['early'], errorsAfterReady: ['late'], popupsBlocked: ['https://elsewhere.example'], outsideRequests: ['https://elsewhere.example/track'] },
  ),
  outcome({ ended: 'timeout', readyMs: null }),
  outcome({ ended: 'crashed', readyMs: null }),
  outcome({ readyMs: inspectionLimits.interactiveMaxMs + 1, cpuThrottlingRate: gameRules.throttledCpuRate }),
]).findings;

describe('the findings /developers says hold a version back', () => {
  it('are every finding the inspection blocks on, and no other', () => {
    // The fixture reaches every finding code, so a new code has to be placed here too.
    expect(new Set(everythingWrong.map((finding) => finding.code))).toEqual(new Set(findingCodes));
    const blocking = new Set(everythingWrong.filter((finding) => finding.level === 'blocks').map((finding) => finding.code));
    expect(new Set(heldBackFindings)).toEqual(blocking);
    expect(heldBackFindings).toHaveLength(blocking.size);
  });
});

const translators: Record<'en' | 'es', I18n> = { en: i18next.createInstance(), es: i18next.createInstance() };
beforeAll(async () => {
  for (const [language, i18n] of Object.entries(translators)) {
    const translation = JSON.parse(readFileSync(new URL(`../../public/locales/${language}/ui.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
    await i18n.init({ lng: language, resources: { [language]: { translation } }, interpolation: { escapeValue: false } });
  }
});

describe('HeldBackList', () => {
  it.each(['en', 'es'] as const)('lists each of them in %s, with the numbers of the game rules and the inspector\'s wait', (language) => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={translators[language]}>
        <HeldBackList />
      </I18nextProvider>,
    );
    expect([...html.matchAll(/data-finding="([a-z_]+)"/g)].map((match) => match[1])).toEqual([...heldBackFindings]);
    const items = [...html.matchAll(/<li [^>]+>([^<]+)<\/li>/g)].map((match) => match[1] ?? '');
    expect(items.every((item) => item.length > 10 && !item.includes('{{') && !item.startsWith('developers.'))).toBe(true);
    const text = items.join(' ');
    const mebibytes = (bytes: number): string => `${String(bytes / (1024 * 1024))} MiB`;
    for (const value of [mebibytes(gameRules.initialDownloadMaxBytes), mebibytes(gameRules.heapMaxBytes), String(inspectionLimits.readyTimeoutMs / 1000), String(gameRules.interactiveMaxMs / 1000), String(gameRules.throttledCpuRate)]) {
      expect(text).toContain(value);
    }
  });
});
