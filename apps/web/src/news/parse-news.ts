import { linkIdPattern } from '../protocol/parse-link-id.ts';
import type { LocalizedText, NewsEntry, NewsSummary } from './news-types.ts';

export class NewsFileError extends Error {
  override name = 'NewsFileError';
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const languagePattern = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/;
const maxEntries = 500;
const maxParagraphs = 100;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isValidDate(value: unknown): value is string {
  if (typeof value !== 'string' || !datePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function readText(value: unknown, maxLength: number, path: string): LocalizedText {
  if (typeof value === 'string') {
    if (value.trim() === '' || value.length > maxLength) throw new NewsFileError(`${path} must be 1 to ${maxLength} characters.`);
    return value;
  }
  if (!isRecord(value) || typeof value.en !== 'string') throw new NewsFileError(`${path} must be a string or an object with an "en" string.`);
  const result: Record<string, string> = { en: readText(value.en, maxLength, `${path}.en`) as string };
  for (const [language, text] of Object.entries(value)) {
    if (language === 'en') continue;
    if (!languagePattern.test(language)) throw new NewsFileError(`${path} has an invalid language "${language.slice(0, 20)}".`);
    result[language] = readText(text, maxLength, `${path}.${language}`) as string;
  }
  return result as LocalizedText;
}

function readSummary(value: unknown, path: string): NewsSummary {
  if (!isRecord(value)) throw new NewsFileError(`${path} must be an object.`);
  if (typeof value.id !== 'string' || !linkIdPattern.test(value.id)) throw new NewsFileError(`${path}.id must be a lowercase slug.`);
  if (!isValidDate(value.date)) throw new NewsFileError(`${path}.date must be a date written YYYY-MM-DD.`);
  return {
    id: value.id,
    date: value.date,
    title: readText(value.title, 200, `${path}.title`),
    summary: readText(value.summary, 600, `${path}.summary`),
  };
}

/**
 * Validates `content/news/index.json` (`{ "entries": [...] }`). Invalid entries are left out
 * and reported in `problems` rather than failing the whole list; duplicates keep the first.
 * Entries come back newest first.
 */
export function parseNewsIndex(data: unknown): { entries: NewsSummary[]; problems: string[] } {
  if (!isRecord(data) || !Array.isArray(data.entries)) throw new NewsFileError('The news index must be an object with an "entries" list.');
  const problems: string[] = [];
  const seen = new Set<string>();
  const entries: NewsSummary[] = [];
  for (const [index, item] of data.entries.slice(0, maxEntries).entries()) {
    try {
      const entry = readSummary(item, `entries[${index}]`);
      if (seen.has(entry.id)) throw new NewsFileError(`entries[${index}].id "${entry.id}" is a duplicate.`);
      seen.add(entry.id);
      entries.push(entry);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  entries.sort((a, b) => b.date.localeCompare(a.date));
  return { entries, problems };
}

/** Validates one `content/news/<id>.json`; its id must be the one asked for. */
export function parseNewsEntry(data: unknown, expectedId: string): NewsEntry {
  const summary = readSummary(data, 'entry');
  if (summary.id !== expectedId) throw new NewsFileError(`The entry's id "${summary.id}" does not match "${expectedId}".`);
  const body = (data as Record<string, unknown>).body;
  if (!Array.isArray(body) || body.length === 0 || body.length > maxParagraphs) {
    throw new NewsFileError(`entry.body must be a list of 1 to ${maxParagraphs} paragraphs.`);
  }
  return { ...summary, body: body.map((paragraph, index) => readText(paragraph, 5000, `entry.body[${index}]`)) };
}

/** The text in `language`, else English. */
export function localize(text: LocalizedText, language: string): string {
  if (typeof text === 'string') return text;
  const base = language.split('-')[0] ?? 'en';
  return text[language] ?? text[base] ?? text.en;
}
