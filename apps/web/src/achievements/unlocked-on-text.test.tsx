import type { PlayerGameAchievement } from '@site/api-contract';
import { createInstance, type TFunction } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { formatInstant } from '../account/format-instant.ts';
import { parseTranslationFile } from '../i18n/parse-translation-file.ts';
import { GameAchievementItems } from './achievement-list.tsx';
import { unlockedOnText } from './unlocked-on-text.ts';

async function i18nIn(language: 'en' | 'es') {
  const i18n = createInstance();
  const file = readFileSync(join(import.meta.dirname, `../../public/locales/${language}/ui.json`), 'utf8');
  await i18n.use(initReactI18next).init({ lng: language, resources: { [language]: { ui: parseTranslationFile(file) } }, ns: ['ui'], defaultNS: 'ui', interpolation: { escapeValue: false } });
  return i18n;
}

async function translator(language: 'en' | 'es'): Promise<TFunction> {
  return (await i18nIn(language)).t;
}

const unlockedAt = '2026-12-06T18:30:00.000Z';

describe('unlockedOnText', () => {
  it('writes the day as the rest of the profile does ("Dec 6, 2026", not "12/6/2026")', async () => {
    expect(unlockedOnText(await translator('en'), unlockedAt, 'en', 'UTC')).toBe('Unlocked on Dec 6, 2026');
    expect(unlockedOnText(await translator('es'), unlockedAt, 'es', 'UTC')).toBe('Desbloqueado el 6 dic 2026');
  });

  it("counts the day in the reader's time zone, as the profile's other dates", async () => {
    const t = await translator('en');
    expect(unlockedOnText(t, unlockedAt, 'en', 'Pacific/Kiritimati')).toBe('Unlocked on Dec 7, 2026');
    expect(unlockedOnText(t, unlockedAt, 'en', 'America/Los_Angeles')).toBe('Unlocked on Dec 6, 2026');
    // Without a zone given, the reader's own: the same day as "Member since" would say.
    expect(unlockedOnText(t, unlockedAt, 'en')).toBe(`Unlocked on ${formatInstant(unlockedAt, 'en')}`);
  });
});

describe('an unlocked achievement in the list', () => {
  it('says the day with the profile\'s date format', async () => {
    const achievement: PlayerGameAchievement = {
      id: '1',
      gameId: 'levels',
      kind: 'runs',
      threshold: 1,
      position: 1,
      texts: [{ language: 'en', title: 'Starter', description: 'Finish a run.' }],
      retired: false,
      unlockedAt,
      progress: null,
    };
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={await i18nIn('en')}>
        <GameAchievementItems achievements={[achievement]} />
      </I18nextProvider>,
    );
    expect(html).toContain(`Unlocked on ${formatInstant(unlockedAt, 'en')}<`);
    expect(html).not.toMatch(/\d+\/\d+\/\d{4}/);
  });
});
