import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Tree = { [key: string]: string | Tree | Tree[] };

function load(language: string): Tree {
  return JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'public', 'locales', language, 'ui.json'), 'utf8')) as Tree;
}

const files = { en: load('en'), es: load('es') };

/** A text from the site's translation files, so tests assert what visitors really read. */
export function text(key: string, language: 'en' | 'es' = 'en'): string {
  let node: unknown = files[language];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No text at ${language}:${key}`);
  return node;
}

/** A text as the Telegram mini app shows it: its `inTelegram.` variant where it has one (src/i18n/text-variant.ts). */
export function miniAppText(key: string, language: 'en' | 'es' = 'en'): string {
  try {
    return text(`inTelegram.${key}`, language);
  } catch {
    return text(key, language);
  }
}

/** `text(key)` with its `{{name}}` placeholders filled in, as i18next fills them. */
export function sentence(key: string, values: Record<string, string | number>): string {
  return Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text(key));
}
