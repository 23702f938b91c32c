import { newsLimits, type NewsSource } from '@site/api-contract';

/**
 * What the editor holds: each language's three texts, the Telegram mini app's own texts (`tg…`,
 * all empty: the mini app shows the site's), whether the mini app hides the entry, and the
 * publication date (`YYYY-MM-DD`, or empty for now).
 */
export interface NewsFormValues {
  enTitle: string;
  enSummary: string;
  enBody: string;
  esTitle: string;
  esSummary: string;
  esBody: string;
  tgEnTitle: string;
  tgEnSummary: string;
  tgEnBody: string;
  tgEsTitle: string;
  tgEsSummary: string;
  tgEsBody: string;
  date: string;
}

export type NewsFormField = keyof NewsFormValues;

export const newsFormFields: readonly NewsFormField[] = ['enTitle', 'enSummary', 'enBody', 'esTitle', 'esSummary', 'esBody', 'tgEnTitle', 'tgEnSummary', 'tgEnBody', 'tgEsTitle', 'tgEsSummary', 'tgEsBody', 'date'];

export type NewsFormProblems = Partial<Record<NewsFormField, { key: string; values?: Record<string, number> }>>;

export const emptyNewsForm: NewsFormValues = { enTitle: '', enSummary: '', enBody: '', esTitle: '', esSummary: '', esBody: '', tgEnTitle: '', tgEnSummary: '', tgEnBody: '', tgEsTitle: '', tgEsSummary: '', tgEsBody: '', date: '' };

type TextPrefix = 'en' | 'es' | 'tgEn' | 'tgEs';
const parts = ['Title', 'Summary', 'Body'] as const;

const fieldOf = (prefix: TextPrefix, part: (typeof parts)[number]): NewsFormField => `${prefix}${part}`;

/** Whether any of a language's three texts is written. */
export const textGiven = (values: NewsFormValues, prefix: TextPrefix): boolean => parts.some((part) => values[fieldOf(prefix, part)].trim() !== '');

export function newsFormFromSource(source: NewsSource): NewsFormValues {
  const telegram = source.telegram.texts;
  return {
    enTitle: source.texts.en.title,
    enSummary: source.texts.en.summary,
    enBody: source.texts.en.body,
    esTitle: source.texts.es?.title ?? '',
    esSummary: source.texts.es?.summary ?? '',
    esBody: source.texts.es?.body ?? '',
    tgEnTitle: telegram?.en.title ?? '',
    tgEnSummary: telegram?.en.summary ?? '',
    tgEnBody: telegram?.en.body ?? '',
    tgEsTitle: telegram?.es?.title ?? '',
    tgEsSummary: telegram?.es?.summary ?? '',
    tgEsBody: telegram?.es?.body ?? '',
    date: source.publishedAt.slice(0, 10),
  };
}

const limits = { Title: newsLimits.titleMaxLength, Summary: newsLimits.summaryMaxLength, Body: newsLimits.bodyMaxLength } as const;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** Characters as the server counts them (code points: an emoji is one). */
const characterCount = (value: string): number => value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '_').length;

/**
 * The page's own checks, the server's rules: English complete, Spanish complete or empty, the mini
 * app's English complete or empty (and its Spanish only beside it), lengths, one-line title and summary.
 */
export function checkNewsForm(values: NewsFormValues): NewsFormProblems {
  const problems: NewsFormProblems = {};
  const telegramGiven = textGiven(values, 'tgEn') || textGiven(values, 'tgEs');
  const checked: [TextPrefix, boolean, string][] = [
    ['en', true, ''],
    ['es', textGiven(values, 'es'), 'news.desk.problems.spanishIncomplete'],
    ['tgEn', telegramGiven, 'news.desk.problems.telegramIncomplete'],
    ['tgEs', textGiven(values, 'tgEs'), 'news.desk.problems.spanishIncomplete'],
  ];
  for (const [prefix, given, incomplete] of checked) {
    if (!given) continue;
    for (const part of parts) {
      const field = fieldOf(prefix, part);
      const value = values[field];
      if (value.trim() === '') problems[field] = { key: prefix === 'en' ? `news.desk.problems.${part.toLowerCase()}Required` : incomplete };
      else if (characterCount(value) > limits[part]) problems[field] = { key: 'news.desk.problems.tooLong', values: { max: limits[part] } };
      else if (part !== 'Body' && /[\n\r]/.test(value)) problems[field] = { key: 'news.desk.problems.oneLine' };
    }
  }
  if (values.date !== '' && (!datePattern.test(values.date) || Number.isNaN(Date.parse(`${values.date}T12:00:00Z`)))) problems.date = { key: 'news.desk.problems.date' };
  return problems;
}

interface NewsTextBody {
  title: string;
  summary: string;
  body: string;
}

export interface NewsRequestBody {
  texts: { en: NewsTextBody; es: NewsTextBody | null };
  publishedAt?: string;
  telegram: { hidden: boolean; texts: { en: NewsTextBody; es: NewsTextBody | null } | null };
}

const textOf = (values: NewsFormValues, prefix: TextPrefix): NewsTextBody => ({ title: values[fieldOf(prefix, 'Title')].trim(), summary: values[fieldOf(prefix, 'Summary')].trim(), body: values[fieldOf(prefix, 'Body')] });

/**
 * What the server is sent. A new date is noon UTC of that day (the same day in every time zone the
 * site is read in); an unchanged date keeps the entry's exact time; no date publishes it now.
 */
export function newsRequestBody(values: NewsFormValues, source: NewsSource | null, hiddenInTelegram = false): NewsRequestBody {
  const texts = { en: textOf(values, 'en'), es: textGiven(values, 'es') ? textOf(values, 'es') : null };
  const telegram = { hidden: hiddenInTelegram, texts: textGiven(values, 'tgEn') ? { en: textOf(values, 'tgEn'), es: textGiven(values, 'tgEs') ? textOf(values, 'tgEs') : null } : null };
  if (values.date === '' || values.date === source?.publishedAt.slice(0, 10)) return { texts, telegram };
  return { texts, telegram, publishedAt: `${values.date}T12:00:00.000Z` };
}

/** The editor field a server error names: `body.texts.es.summary` → `esSummary`, `body.telegram.texts.en.body` → `tgEnBody`. */
export function newsFieldOf(serverField: string | undefined): NewsFormField | null {
  const match = /^body\.(?:(telegram\.)?texts\.(en|es)(?:\.(title|summary|body))?|(publishedAt))/.exec(serverField ?? '');
  if (!match) return null;
  if (match[4]) return 'date';
  const part = match[3] ?? 'title';
  const language = match[2] ?? 'en';
  const prefix = match[1] ? `tg${language.toUpperCase().slice(0, 1)}${language.slice(1)}` : language;
  return `${prefix}${part[0]?.toUpperCase() ?? ''}${part.slice(1)}` as NewsFormField;
}
