import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { parseTranslationFile } from '../i18n/parse-translation-file.ts';
import { leagueEndsText } from './league-ends-text.ts';

// The site's own texts, in both shipped languages; the clock is the answer's (`now`), fixed here.
const texts = (language: string): Record<string, unknown> => parseTranslationFile(readFileSync(join(import.meta.dirname, '..', '..', 'public', 'locales', language, 'ui.json'), 'utf8'));
const i18n = i18next.createInstance({ lng: 'en', resources: { en: { translation: texts('en') }, es: { translation: texts('es') } }, interpolation: { escapeValue: false } });
await i18n.init();

const weekEndsAt = '2030-01-21T00:00:00.000Z';
const league = (now: string) => ({ now, weekEndsAt });

describe('leagueEndsText', () => {
  it('says the time left in one duration, from the server’s clock: days and hours, never a third unit', () => {
    // 6 days, 9 hours and 16 minutes before the end.
    const now = '2030-01-14T14:44:00.000Z';
    expect(leagueEndsText(i18n.getFixedT('en'), league(now), 'en')).toBe('This week ends in 6 days and 10 hours.');
    expect(leagueEndsText(i18n.getFixedT('es'), league(now), 'es')).toBe('Esta semana termina en 6 días y 10 horas.');
  });

  it('says hours and minutes in the last day, and that the week is closing once it has ended', () => {
    expect(leagueEndsText(i18n.getFixedT('en'), league('2030-01-20T21:30:00.000Z'), 'en')).toBe('This week ends in 2 hours and 30 minutes.');
    expect(leagueEndsText(i18n.getFixedT('en'), league(weekEndsAt), 'en')).toBe(i18n.getFixedT('en')('league.closing'));
  });
});
