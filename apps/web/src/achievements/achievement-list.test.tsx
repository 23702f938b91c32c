import type { SiteAchievement } from '@site/api-contract';
import { createInstance } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { parseTranslationFile } from '../i18n/parse-translation-file.ts';
import { SiteAchievementItems } from './achievement-list.tsx';

async function shown(language: 'en' | 'es', achievements: SiteAchievement[]): Promise<string> {
  const i18n = createInstance();
  const file = readFileSync(join(import.meta.dirname, `../../public/locales/${language}/ui.json`), 'utf8');
  await i18n.use(initReactI18next).init({ lng: language, resources: { [language]: { ui: parseTranslationFile(file) } }, ns: ['ui'], defaultNS: 'ui', interpolation: { escapeValue: false } });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <SiteAchievementItems achievements={achievements} />
    </I18nextProvider>,
  );
}

/** What the item's state line says. */
const stateOf = (html: string): string | undefined => /data-testid="achievement-state">(.*?)</.exec(html)?.[1];

const explorer: SiteAchievement = { key: 'games_5', unlockedAt: null, progress: { current: 1, target: 5 }, waiting: null };

describe("the profile's site achievements", () => {
  it('says the explorer waits for more games to be published while fewer are than it counts, without a meter to fill', async () => {
    const waiting: SiteAchievement = { ...explorer, waiting: { reason: 'published_games', published: 1, needed: 5 } };
    const html = await shown('en', [waiting]);
    expect(html).toContain('<strong>Explorer</strong>');
    expect(stateOf(html)).toBe('Reachable once 5 games are published (1 so far).');
    expect(html).toContain('data-waiting="true"');
    expect(html).not.toContain('<meter');
    expect(html).not.toContain('1 of 5');
    expect(stateOf(await shown('es', [waiting]))).toBe('Se podrá conseguir cuando haya 5 juegos publicados (de momento, 1).');
  });

  it('shows its progress with a meter once enough games are published, as the other counted ones', async () => {
    const html = await shown('en', [explorer]);
    expect(stateOf(html)).toBe('1 of 5');
    expect(html).toContain('<meter');
    expect(html).not.toContain('data-waiting');
  });
});
