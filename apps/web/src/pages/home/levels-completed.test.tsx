import type { ResponseOf } from '@site/api-contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AccountState } from '../../account/account-state.ts';
import { apiQueryKey, useApiQuery } from '../../api/api-query.ts';
import { parseTranslationFile } from '../../i18n/parse-translation-file.ts';
import { LevelsPanel } from './levels-panel.tsx';

type Progress = ResponseOf<'getLevelsProgress'>;

function progress(completed: number, total: number, bestScore = 100): Progress {
  const levels = Array.from({ length: total }, (_, index) => ({
    level: index + 1,
    bestScore: index < completed ? bestScore : null,
    completedAt: index < completed ? '2026-01-01T00:00:00.000Z' : null,
  }));
  return { game: 'levels', version: 1, levels, completedCount: completed, nextLevel: completed < total ? completed + 1 : null } as Progress;
}

const signedIn: AccountState = { status: 'signed-in', account: { id: 'a', displayName: 'Ada', role: 'player', createdAt: '2026-01-01T00:00:00.000Z', identities: [] } };

/** The levels tab over the progress already in the cache (nothing is asked while rendering to a string). */
function LevelsPanelOf(): ReactNode {
  return <LevelsPanel account={signedIn} progress={useApiQuery('getLevelsProgress', [])} />;
}

/** The levels tab's markup in `language`, over `value` in the cache. */
async function panelHtml(language: 'en' | 'es', value: Progress): Promise<string> {
  const i18n = createInstance();
  const file = readFileSync(join(import.meta.dirname, `../../../public/locales/${language}/ui.json`), 'utf8');
  await i18n.use(initReactI18next).init({ lng: language, resources: { [language]: { ui: parseTranslationFile(file) } }, ns: ['ui'], defaultNS: 'ui', interpolation: { escapeValue: false } });
  const queryClient = new QueryClient();
  queryClient.setQueryData(apiQueryKey('getLevelsProgress'), value);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location="/">
          <LevelsPanelOf />
        </StaticRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** The "N of M levels completed" line of the levels tab, as it renders in `language`. */
async function completedLine(language: 'en' | 'es', completed: number, total: number): Promise<string> {
  const html = await panelHtml(language, progress(completed, total));
  return /data-testid="levels-completed">([^<]*)</.exec(html)?.[1] ?? '';
}

/** Level 1's best score as its row in "Your best scores" shows it in `language`. */
async function bestScoreCell(language: 'en' | 'es', score: number): Promise<string> {
  const html = await panelHtml(language, progress(1, 24, score));
  return /data-testid="level-row-1">.*?<td>([^<]*)<\/td>/.exec(html)?.[1] ?? '';
}

describe('the levels completed line agrees with the number of levels', () => {
  it('in English', async () => {
    expect(await completedLine('en', 1, 24)).toBe('1 of 24 levels completed.');
    expect(await completedLine('en', 0, 24)).toBe('0 of 24 levels completed.');
    expect(await completedLine('en', 1, 1)).toBe('1 of 1 level completed.');
  });

  it('in Spanish', async () => {
    expect(await completedLine('es', 1, 24)).toBe('Has completado 1 de 24 niveles.');
    expect(await completedLine('es', 24, 24)).toBe('Has completado 24 de 24 niveles.');
    expect(await completedLine('es', 1, 1)).toBe('Has completado 1 de 1 nivel.');
  });
});

describe('the best scores are written as the leaderboards and the profile write numbers', () => {
  it('grouped in English', async () => {
    expect(await bestScoreCell('en', 1000)).toBe('1,000');
    expect(await bestScoreCell('en', 12_345)).toBe('12,345');
    expect(await bestScoreCell('en', 950)).toBe('950');
  });

  it('grouped in Spanish, which leaves four digits together', async () => {
    expect(await bestScoreCell('es', 1000)).toBe('1000');
    expect(await bestScoreCell('es', 12_345)).toBe('12.345');
  });
});
