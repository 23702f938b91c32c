import { newsLimits, type NewsSource } from '@site/api-contract';

/** What the editor holds: each language's three texts and the publication date (`YYYY-MM-DD`, or empty for now). */
export interface NewsFormValues {
  enTitle: string;
  enSummary: string;
  enBody: string;
  esTitle: string;
  esSummary: string;
  esBody: string;
  date: string;
}

export type NewsFormField = keyof NewsFormValues;

export const newsFormFields: readonly NewsFormField[] = ['enTitle', 'enSummary', 'enBody', 'esTitle', 'esSummary', 'esBody', 'date'];

export type NewsFormProblems = Partial<Record<NewsFormField, { key: string; values?: Record<string, number> }>>;

export const emptyNewsForm: NewsFormValues = { enTitle: '', enSummary: '', enBody: '', esTitle: '', esSummary: '', esBody: '', date: '' };

export function newsFormFromSource(source: NewsSource): NewsFormValues {
  return {
    enTitle: source.texts.en.title,
    enSummary: source.texts.en.summary,
    enBody: source.texts.en.body,
    esTitle: source.texts.es?.title ?? '',
    esSummary: source.texts.es?.summary ?? '',
    esBody: source.texts.es?.body ?? '',
    date: source.publishedAt.slice(0, 10),
  };
}

const limits = { Title: newsLimits.titleMaxLength, Summary: newsLimits.summaryMaxLength, Body: newsLimits.bodyMaxLength } as const;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** Characters as the server counts them (code points: an emoji is one). */
const characterCount = (value: string): number => value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '_').length;

/** The page's own checks, the server's rules: English complete, Spanish complete or empty, lengths, one-line title and summary. */
export function checkNewsForm(values: NewsFormValues): NewsFormProblems {
  const problems: NewsFormProblems = {};
  const spanishGiven = values.esTitle.trim() !== '' || values.esSummary.trim() !== '' || values.esBody.trim() !== '';
  for (const language of ['en', 'es'] as const) {
    if (language === 'es' && !spanishGiven) continue;
    for (const part of ['Title', 'Summary', 'Body'] as const) {
      const field = `${language}${part}` as NewsFormField;
      const value = values[field];
      if (value.trim() === '') problems[field] = { key: language === 'es' ? 'news.desk.problems.spanishIncomplete' : `news.desk.problems.${part.toLowerCase()}Required` };
      else if (characterCount(value) > limits[part]) problems[field] = { key: 'news.desk.problems.tooLong', values: { max: limits[part] } };
      else if (part !== 'Body' && /[\n\r]/.test(value)) problems[field] = { key: 'news.desk.problems.oneLine' };
    }
  }
  if (values.date !== '' && (!datePattern.test(values.date) || Number.isNaN(Date.parse(`${values.date}T12:00:00Z`)))) problems.date = { key: 'news.desk.problems.date' };
  return problems;
}

/**
 * What the server is sent. A new date is noon UTC of that day (the same day in every time zone the
 * site is read in); an unchanged date keeps the entry's exact time; no date publishes it now.
 */
export function newsRequestBody(values: NewsFormValues, source: NewsSource | null): { texts: { en: { title: string; summary: string; body: string }; es: { title: string; summary: string; body: string } | null }; publishedAt?: string } {
  const spanishGiven = values.esTitle.trim() !== '' || values.esSummary.trim() !== '' || values.esBody.trim() !== '';
  const texts = {
    en: { title: values.enTitle.trim(), summary: values.enSummary.trim(), body: values.enBody },
    es: spanishGiven ? { title: values.esTitle.trim(), summary: values.esSummary.trim(), body: values.esBody } : null,
  };
  if (values.date === '' || values.date === source?.publishedAt.slice(0, 10)) return { texts };
  return { texts, publishedAt: `${values.date}T12:00:00.000Z` };
}

/** The editor field a server error names: `body.texts.es.summary` → `esSummary`. */
export function newsFieldOf(serverField: string | undefined): NewsFormField | null {
  const match = /^body\.(?:texts\.(en|es)(?:\.(title|summary|body))?|(publishedAt))/.exec(serverField ?? '');
  if (!match) return null;
  if (match[3]) return 'date';
  const part = match[2] ?? 'title';
  return `${match[1]}${part[0]?.toUpperCase() ?? ''}${part.slice(1)}` as NewsFormField;
}
