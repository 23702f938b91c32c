import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { questText } from './quest-text.ts';

const i18n = i18next.createInstance();
const translation = (language: string) => JSON.parse(readFileSync(new URL(`../../public/locales/${language}/ui.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
beforeAll(async () => {
  await i18n.init({ lng: 'en', interpolation: { escapeValue: false }, resources: { en: { translation: translation('en') }, es: { translation: translation('es') } } });
});

describe('questText', () => {
  it('writes a score to reach grouped as the boards write it, in the reader\'s language', () => {
    const quest = { kind: 'reach_score', target: 12500, gameId: 'levels', gameTitle: 'Levels' } as const;
    expect(questText(i18n.getFixedT('en'), 'en', quest)).toBe('Score 12,500 in Levels');
    expect(questText(i18n.getFixedT('es'), 'es', quest)).toBe(i18n.getFixedT('es')('daily.quest.reach_score', { target: '12.500', game: 'Levels' }));
  });

  it('counts runs in the plural the count takes', () => {
    expect(questText(i18n.getFixedT('en'), 'en', { kind: 'finish_runs', target: 1, gameId: null, gameTitle: null })).toBe('Finish 1 game run');
    expect(questText(i18n.getFixedT('en'), 'en', { kind: 'finish_runs', target: 3, gameId: null, gameTitle: null })).toBe('Finish 3 game runs');
  });
});
