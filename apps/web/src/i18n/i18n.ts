import i18next from 'i18next';

/** The site's i18next instance (configured by `initI18n`). */
export const i18n = i18next.createInstance();

/**
 * A translation that never suspends: the text for `key` when translations are loaded, else the
 * English fallback. For screens that must render even when translations failed (errors, Oops).
 */
export function translateOr(key: string, fallback: string): string {
  if (!i18n.isInitialized || !i18n.exists(key)) return fallback;
  const text = i18n.t(key);
  return typeof text === 'string' && text !== '' ? text : fallback;
}
