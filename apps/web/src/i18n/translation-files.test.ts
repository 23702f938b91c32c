import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorCodes } from '@site/api-contract/routes';
import { defaultMessages } from '@site/wallet-react';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from './languages.ts';
import { parseTranslationFile } from './parse-translation-file.ts';

const appRoot = join(import.meta.dirname, '..', '..');
const read = (language: string): Record<string, unknown> =>
  parseTranslationFile(readFileSync(join(appRoot, 'public', 'locales', language, 'ui.json'), 'utf8'));

function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[]`];
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => keyPaths(item, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

const pluralForm = /_(zero|one|two|few|many|other)$/;
const withoutPluralForm = (key: string): string => key.replace(pluralForm, '');

/** `key_form` for each plural form `language` picks that its file lacks, for every key counted there. */
function countedKeysMissingForms(keys: readonly string[], language: string): string[] {
  const present = new Set(keys);
  const counted = new Set(keys.filter((key) => key.endsWith('_other')).map(withoutPluralForm));
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return [...counted].flatMap((key) => forms.filter((form) => !present.has(`${key}_${form}`)).map((form) => `${key}_${form}`));
}

describe('translation files', () => {
  const english = read('en');
  const englishKeys = new Set(keyPaths(english));

  it.each(supportedLanguages.filter((language) => language !== 'en'))('%s has exactly the English keys (plural forms aside)', (language) => {
    expect(new Set(keyPaths(read(language)).map(withoutPluralForm))).toEqual(new Set([...englishKeys].map(withoutPluralForm)));
  });

  // i18next asks for the form the language's plural rules pick (Spanish: `many` for a million), and
  // a form a file lacks comes from the English file, in English.
  it.each(supportedLanguages)('%s has every plural form its language picks for each counted text', (language) => {
    expect(countedKeysMissingForms(keyPaths(read(language)), language)).toEqual([]);
  });

  it('has a wallet section with every message of the connect modal', () => {
    const walletSection = english.wallet as Record<string, unknown>;
    expect(Object.keys(walletSection).sort()).toEqual(Object.keys(defaultMessages).sort());
  });

  it("translates every error code of the game server and of the site's client", () => {
    const translated = Object.keys((english.errors as { api: Record<string, string> }).api).sort();
    expect(translated).toEqual([...errorCodes, 'network', 'bad_response', 'http_error'].sort());
  });

  it('holds every literal key the source asks for', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(join(appRoot, 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\('([\w.]+)'/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(40);
    // A counted text lives under its plural forms (`key_one`, `key_other`), as i18next looks them up.
    const present = (key: string): boolean =>
      englishKeys.has(key) || englishKeys.has(`${key}_other`) || [...englishKeys].some((path) => path.startsWith(`${key}.`) || path === `${key}[]`);
    const missing = [...used].filter((key) => !present(key));
    expect(missing).toEqual([]);
  });
});
