import { parseTranslationFile } from './parse-translation-file.ts';

/**
 * The English texts built into the site, for when `locales/en/ui.json` cannot be read at all
 * (the fallback language failed too): loaded on demand, so they never cost first paint. Parsed
 * like the file itself.
 */
export async function loadBundledEnglish(): Promise<ReturnType<typeof parseTranslationFile>> {
  const { default: text } = await import('../../public/locales/en/ui.json?raw');
  return parseTranslationFile(text);
}
