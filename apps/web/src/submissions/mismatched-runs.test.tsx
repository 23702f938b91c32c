import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { MismatchedRuns } from './mismatched-runs.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  const translation = JSON.parse(readFileSync(new URL('../../public/locales/en/ui.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  await i18n.init({ lng: 'en', resources: { en: { translation } } });
});

const render = (mismatched: Parameters<typeof MismatchedRuns>[0]['mismatched']): string =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MismatchedRuns headingId="h" mismatched={mismatched} />
    </I18nextProvider>,
  ).replace(/<[^>]+>/g, ' ');

describe('MismatchedRuns (/my-games)', () => {
  it('lists each mismatched run with the score claimed and the score the replay made, or that it never finished', () => {
    const run = { version: 2, finishedAt: '2026-12-02T10:00:00.000Z', checkedAt: '2026-12-02T10:01:00.000Z', level: null };
    const text = render({
      total: 2,
      recent: [
        { ...run, run: '00000000-0000-4000-8000-000000000001', score: 5000, replayedScore: 4500 },
        { ...run, run: '00000000-0000-4000-8000-000000000002', score: 1800, replayedScore: null },
      ],
    });
    expect(text).toContain('2 replay mismatches in the last 30 days');
    expect(text.replace(/\s+/g, ' ')).toMatch(/5,000 4,500 2 .* 1,800 never finished 2/);
  });

  it('says so when no replay mismatched', () => {
    expect(render({ total: 0, recent: [] })).toContain('No replay mismatched.');
  });
});
