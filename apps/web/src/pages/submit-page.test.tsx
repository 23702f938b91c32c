import { readFileSync } from 'node:fs';
import type { ResponseOf } from '@site/api-contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiQueryKey } from '../api/api-query.ts';
import SubmitPage from './submit-page.tsx';

type MyGames = ResponseOf<'listMyGames'>;

const translators: Record<'en' | 'es', I18n> = { en: i18next.createInstance(), es: i18next.createInstance() };
beforeAll(async () => {
  for (const [language, i18n] of Object.entries(translators)) {
    const translation = JSON.parse(readFileSync(new URL(`../../public/locales/${language}/ui.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
    await i18n.init({ lng: language, resources: { [language]: { translation } }, interpolation: { escapeValue: false } });
  }
});

/** /submit's heading at `location`, over the maker's games already in the cache (nothing is asked while rendering to a string). */
function headingAt(location: string, games: MyGames | null, language: 'en' | 'es' = 'en'): string {
  const queryClient = new QueryClient();
  if (games !== null) queryClient.setQueryData(apiQueryKey('listMyGames'), games);
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={translators[language]}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={location}>
          <SubmitPage />
        </StaticRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return /<h1 id="page-heading">([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
}

const mine = { games: [{ id: 'orbit-hopper', title: 'Orbit Hopper' }] } as MyGames;

describe('/submit?game=… names the game', () => {
  it('by its title once the maker\'s games say it, in either language', () => {
    expect(headingAt('/submit?game=orbit-hopper', mine)).toBe('New version of Orbit Hopper');
    expect(headingAt('/submit?game=orbit-hopper', mine, 'es')).toBe('Nueva versión de Orbit Hopper');
  });

  it('by its address while the list is not read, or when the game is not among the maker\'s', () => {
    expect(headingAt('/submit?game=orbit-hopper', null)).toBe('New version of orbit-hopper');
    expect(headingAt('/submit?game=someone-elses', mine)).toBe('New version of someone-elses');
    expect(headingAt('/submit', mine)).toBe('Submit a game');
  });
});
