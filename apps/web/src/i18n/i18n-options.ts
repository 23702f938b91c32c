import type { InitOptions } from 'i18next';
import { fallbackLanguage, supportedLanguages, translationNamespace } from './languages.ts';
import { parseTranslationFile } from './parse-translation-file.ts';
import { textVariantPostProcessor } from './text-variant.ts';

/** Where the language comes from, first match wins (docs/web/behaviour.md#translations). */
export const detectionOrder = ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'] as const;

/**
 * The site's i18next options: namespace `ui`, English fallback, translations read from
 * `<basePath>locales/{lng}/{ns}.json`; a failed read is retried up to 5 times starting at 350 ms
 * and doubling; at most 10 reads at once; the language detected in `detectionOrder`.
 */
export function createI18nOptions(basePath: string): InitOptions {
  return {
    ns: [translationNamespace],
    defaultNS: translationNamespace,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...supportedLanguages],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    maxRetries: 5,
    retryTimeout: 350,
    maxParallelReads: 10,
    detection: {
      order: [...detectionOrder],
      lookupQuerystring: 'lng',
      caches: ['localStorage'],
      // `es-MX` → `es`: translations exist per language only.
      convertDetectedLanguage: (language: string) => language.split('-')[0] ?? language,
    },
    backend: {
      // The spec's `./locales/...` means the site's own locales folder; the path is taken from
      // the site root so that nested routes such as /news/:id read the same files.
      loadPath: `${basePath}locales/{{lng}}/{{ns}}.json`,
      parse: parseTranslationFile,
    },
    interpolation: { escapeValue: false },
    // Inside the Telegram mini app, a text's variant where it has one (text-variant.ts).
    postProcess: [textVariantPostProcessor.name],
    react: { useSuspense: true },
  };
}
