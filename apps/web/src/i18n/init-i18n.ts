import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { logger } from '../logging/logger.ts';
import { i18n } from './i18n.ts';
import { fallbackLanguage, supportedLanguages, translationNamespace } from './languages.ts';
import { parseTranslationFile } from './parse-translation-file.ts';

/**
 * Starts i18next: translations are read from `locales/{lng}/{ns}.json` (namespace `ui`), the
 * language is detected from the `lng` query parameter, a cookie, local storage, session storage,
 * the browser and the `<html lang>` attribute, in that order. Failed reads are retried up to 5
 * times starting at 350 ms and doubling; at most 10 reads run at once. Does not block rendering:
 * components suspend (showing `Loading...`) until the first translations arrive.
 */
export function initI18n(): Promise<unknown> {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = i18n.resolvedLanguage ?? language;
  });
  i18n.on('failedLoading', (language, namespace, message) => {
    logger.warn(`Translations ${language}/${namespace} failed to load: ${message}`);
  });

  return i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
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
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        caches: ['localStorage'],
        // `es-MX` → `es`: translations exist per language only.
        convertDetectedLanguage: (language: string) => language.split('-')[0] ?? language,
      },
      backend: {
        // The spec's `./locales/...` means the site's own locales folder; the path is taken from
        // the site root so that nested routes such as /news/:id read the same files.
        loadPath: `${import.meta.env.BASE_URL}locales/{{lng}}/{{ns}}.json`,
        parse: parseTranslationFile,
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    })
    .catch((error: unknown) => {
      logger.warn('Translations could not be initialised', error);
    });
}
