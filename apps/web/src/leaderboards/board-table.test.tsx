import { readFileSync } from 'node:fs';
import type { LeaderboardEntry } from '@site/api-contract';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import BoardTable from './board-table.tsx';

const i18n = i18next.createInstance();
const translation = (language: string) => JSON.parse(readFileSync(new URL(`../../public/locales/${language}/ui.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: translation('en') }, es: { translation: translation('es') } } });
});

const entry = (rank: number, displayName: string, verified: boolean): LeaderboardEntry => ({ rank, displayName, score: 1000 - rank, reachedAt: '2026-12-02T10:00:00.000Z', you: false, verified });

function rendered(language: string): string {
  void i18n.changeLanguage(language);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <BoardTable entries={[entry(1, 'Ana', true), entry(2, 'Bea', false)]} caption="Top" />
    </I18nextProvider>,
  );
}

describe('BoardTable (a game page)', () => {
  it("marks the rows whose run was verified by replay, with a label for assistive technology, in the reader's language", () => {
    const html = rendered('en');
    const rows = html.split('<tr').slice(2);
    expect(rows[0]).toContain('role="img" aria-label="Verified by replay"');
    expect(rows[1]).not.toContain('leaderboard-verified');
    expect(rendered('es')).toContain('aria-label="Verificada por repetición"');
  });

  it("isolates each player's name, so a name's direction cannot reach the marks after it", () => {
    expect(rendered('en').split('<tr').slice(2)[1]).toContain('<th scope="row"><bdi>Bea</bdi></th>');
  });
});
