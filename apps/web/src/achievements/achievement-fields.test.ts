import { describe, expect, it } from 'vitest';
import { achievementProblems, achievementTexts } from './achievement-fields.tsx';

describe('achievementProblems', () => {
  it('asks for a whole threshold of at least 1, then for a title in the game’s own language', () => {
    expect(achievementProblems({ threshold: '0', 'title-en': 'Fifty' }, ['en', 'es'])).toEqual({ threshold: { key: 'achievements.desk.thresholdNeeded' } });
    expect(achievementProblems({ threshold: '2.5', 'title-en': 'Fifty' }, ['en'])).toEqual({ threshold: { key: 'achievements.desk.thresholdNeeded' } });
    expect(achievementProblems({ threshold: '50', 'title-en': ' ', 'title-es': 'Cincuenta' }, ['en', 'es'])).toEqual({ 'title-en': { key: 'achievements.desk.titleNeeded' } });
    expect(achievementProblems({ threshold: '50', 'title-es': 'Cincuenta' }, ['es', 'en'])).toEqual({});
  });
});

describe('achievementTexts', () => {
  it('keeps the languages with a title, in their order, trimmed', () => {
    const values = { 'title-en': ' Fifty ', 'description-en': ' Score 50. ', 'title-es': '', 'description-es': 'Sin título' };
    expect(achievementTexts(values, ['en', 'es'])).toEqual([{ language: 'en', title: 'Fifty', description: 'Score 50.' }]);
  });
});
