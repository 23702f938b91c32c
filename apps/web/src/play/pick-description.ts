import type { GameDescription } from '@site/api-contract';

/** The description a reader is shown, and whether it is in another language than theirs (the site then says which). */
export interface PickedDescription {
  description: GameDescription;
  otherLanguage: boolean;
}

/**
 * The reader's language (`es-MX` reads `es`), else English, else the game's own (the first);
 * null when the game has no description.
 */
export function pickDescription(descriptions: readonly GameDescription[], readerLanguage: string): PickedDescription | null {
  const reader = readerLanguage.toLowerCase().split('-')[0] ?? readerLanguage;
  const own = descriptions.find((description) => description.language === reader);
  if (own) return { description: own, otherLanguage: false };
  const fallback = descriptions.find((description) => description.language === 'en') ?? descriptions[0];
  return fallback ? { description: fallback, otherLanguage: true } : null;
}

/** A language's name in the reader's language ("English", "inglés"), or its code when the browser has no name for it. */
export function languageName(language: string, readerLanguage: string): string {
  try {
    return new Intl.DisplayNames([readerLanguage], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}
