import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { logger } from '../logging/logger.ts';
import { i18n } from './i18n.ts';
import { createI18nOptions } from './i18n-options.ts';
import { textVariantPostProcessor } from './text-variant.ts';
import { TranslationBackend } from './translation-backend.ts';

/**
 * Starts i18next with the site's options (`i18n-options.ts`): translations from
 * `locales/{lng}/ui.json`, the language from the `lng` query parameter, a cookie, local storage,
 * session storage, the browser and `<html lang>`, in that order; failed reads retried up to 5
 * times; at most 10 reads at once. When even the English file cannot be read, the English texts
 * built into the site are used instead (`TranslationBackend`). Does not block rendering:
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
    .use(TranslationBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .use(textVariantPostProcessor)
    .init(createI18nOptions(import.meta.env.BASE_URL))
    .catch((error: unknown) => {
      logger.warn('Translations could not be initialised', error);
    });
}
