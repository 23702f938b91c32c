const maxDepth = 8;
const maxStringLength = 10_000;
const maxEntries = 5_000;
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

type TranslationValue = string | TranslationValue[] | { [key: string]: TranslationValue };

export class TranslationFileError extends Error {
  override name = 'TranslationFileError';
}

/**
 * Parses a translation file, which is untrusted: it must be a JSON object. Only strings, arrays
 * and nested objects of those are kept (anything else is dropped), with limits on depth, size and
 * count, and keys that could reach an object prototype are skipped. A file that is not a JSON
 * object throws, which makes i18next treat the language as failed and use the fallback.
 */
export function parseTranslationFile(text: string): Record<string, TranslationValue> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new TranslationFileError('The translation file is not valid JSON.');
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new TranslationFileError('The translation file is not a JSON object.');
  }

  let entries = 0;
  const clean = (value: unknown, depth: number): TranslationValue | undefined => {
    entries += 1;
    if (entries > maxEntries) return undefined;
    if (typeof value === 'string') return value.length <= maxStringLength ? value : undefined;
    if (depth >= maxDepth || value === null || typeof value !== 'object') return undefined;
    if (Array.isArray(value)) {
      return value.map((item) => clean(item, depth + 1)).filter((item): item is TranslationValue => item !== undefined);
    }
    const result: Record<string, TranslationValue> = {};
    for (const [key, item] of Object.entries(value)) {
      if (forbiddenKeys.has(key)) continue;
      const cleaned = clean(item, depth + 1);
      if (cleaned !== undefined) result[key] = cleaned;
    }
    return result;
  };

  return clean(data, 0) as Record<string, TranslationValue>;
}
