import type { BackendModule, InitOptions, ReadCallback, Services } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { logger } from '../logging/logger.ts';
import { loadBundledEnglish } from './bundled-english.ts';
import { fallbackLanguage, translationNamespace } from './languages.ts';

/**
 * Reads `locales/{lng}/{ns}.json` over HTTP (i18next-http-backend; i18next retries failed reads).
 * When the fallback language's file still fails on the last attempt i18next allows (or fails in
 * a way not worth retrying), it answers with the English texts built into the site instead, so
 * the page never shows translation keys. Other languages fail as usual and fall back to English.
 */
export class TranslationBackend implements BackendModule<HttpBackendOptions> {
  static readonly type = 'backend';
  static readonly callbackApi = true;
  readonly type = 'backend';
  private readonly http = new HttpBackend();
  private attemptsAllowed = 6;
  private readonly failures = new Map<string, number>();

  init(services: Services, backendOptions: HttpBackendOptions, i18nextOptions: InitOptions): void {
    this.http.init(services, backendOptions);
    this.attemptsAllowed = (i18nextOptions.maxRetries ?? 5) + 1;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const key = `${language}|${namespace}`;
    this.http.read(language, namespace, (error, data) => {
      if (!error) {
        this.failures.delete(key);
        callback(error, data);
        return;
      }
      const failures = (this.failures.get(key) ?? 0) + 1;
      const givingUp = data !== true || failures >= this.attemptsAllowed;
      if (!givingUp) this.failures.set(key, failures);
      else this.failures.delete(key);
      if (!givingUp || language !== fallbackLanguage || namespace !== translationNamespace) {
        callback(error, data);
        return;
      }
      logger.warn(`Translations ${key} could not be read (${String(error)}); using the built-in English texts.`);
      loadBundledEnglish().then(
        (texts) => {
          callback(null, texts);
        },
        () => {
          callback(error, false);
        },
      );
    });
  }
}
