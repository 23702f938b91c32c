import { describe, expect, it } from 'vitest';
import { languageName, pickDescription } from './pick-description.ts';

const english = { language: 'en', text: 'Twenty-four sliding-ice puzzles.' };
const spanish = { language: 'es', text: 'Veinticuatro rompecabezas de hielo.' };
const french = { language: 'fr', text: 'Vingt-quatre casse-têtes.' };

describe('pickDescription', () => {
  it("shows the reader's language, by its base language too", () => {
    expect(pickDescription([english, spanish], 'es')).toEqual({ description: spanish, otherLanguage: false });
    expect(pickDescription([english, spanish], 'es-MX')).toEqual({ description: spanish, otherLanguage: false });
    expect(pickDescription([english, spanish], 'en')).toEqual({ description: english, otherLanguage: false });
  });

  it("falls back to English, else the game's own language, and says it is another language", () => {
    expect(pickDescription([french, english], 'es')).toEqual({ description: english, otherLanguage: true });
    expect(pickDescription([french], 'es')).toEqual({ description: french, otherLanguage: true });
    expect(pickDescription([], 'es')).toBeNull();
  });
});

describe('languageName', () => {
  it("names a language in the reader's language", () => {
    expect(languageName('en', 'en')).toBe('English');
    expect(languageName('en', 'es')).toBe('inglés');
  });
});
