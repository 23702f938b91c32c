import type { NewsSummary } from '@site/api-contract';

export type NewsLanguage = NewsSummary['language'];

/** The news language for the site's language: Spanish for any `es…`, else English. */
export function newsLanguageOf(language: string | undefined): NewsLanguage {
  return language?.split('-')[0] === 'es' ? 'es' : 'en';
}
