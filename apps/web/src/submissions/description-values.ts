import type { GameDescription } from '@site/api-contract';
import { supportedLanguages } from '../i18n/languages.ts';

/** The form field of a game's description in `language`. */
export const descriptionFieldName = (language: string): string => `description-${language}`;

/** The languages a maker describes a game in: those it has, then every one the site ships. */
export function describedLanguages(has: readonly GameDescription[], first?: string): string[] {
  const shipped = first === undefined ? supportedLanguages : [...supportedLanguages].sort((a, b) => Number(b === first) - Number(a === first));
  return [...new Set([...has.map((description) => description.language), ...shipped])];
}

/** The filled fields as descriptions, in the order of `languages` (the first filled is the game's own language). */
export function descriptionsFrom(read: (name: string) => string | undefined, languages: readonly string[]): GameDescription[] {
  return languages.map((language) => ({ language, text: (read(descriptionFieldName(language)) ?? '').trim() })).filter((description) => description.text !== '');
}
