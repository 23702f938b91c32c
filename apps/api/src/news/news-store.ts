import type { NewsEntry, NewsSource, NewsSummary } from '@site/api-contract';
import type { Database, Queryable } from '../db/database.ts';
import { findAccount } from '../accounts/account-store.ts';
import { ApiError } from '../errors/api-error.ts';
import { newsSlugRule, slugCandidate, slugFromTitle } from '../text/slug.ts';

export type NewsLanguage = NewsSummary['language'];

export interface NewsTextInput {
  title: string;
  summary: string;
  body: string;
}

type NewsTextsInput = { en: NewsTextInput; es?: NewsTextInput | null | undefined };

export interface NewsInput {
  texts: NewsTextsInput;
  publishedAt?: string | undefined;
  /** The Telegram mini app's settings; left out, an update keeps them. */
  telegram?: { hidden: boolean; texts: NewsTextsInput | null } | undefined;
}

/** Where the news is read: the site, or the Telegram mini app (its own text there, hidden entries left out). */
export type NewsPlace = 'site' | 'telegram';

interface ListedRow {
  id: string;
  published_at: Date;
  updated_at: Date;
  published_us: string;
  language: NewsLanguage;
  title: string;
  summary: string;
  body: string;
}

const publishedUs = '(extract(epoch FROM e.published_at) * 1000000)::bigint';

// The asked-for language's text when the entry has one, else the English one (always there); in
// the mini app ($2 true) its own text first, in the same order, and no hidden entry. Text rows are
// complete, so the first row present gives every column.
const localizedSelect = `
  SELECT e.id, e.published_at, e.updated_at, ${publishedUs}::text AS published_us,
         coalesce(tl.language, ten.language, l.language, en.language) AS language,
         coalesce(tl.title, ten.title, l.title, en.title) AS title,
         coalesce(tl.summary, ten.summary, l.summary, en.summary) AS summary,
         coalesce(tl.body, ten.body, l.body, en.body) AS body
    FROM news_entries e
    JOIN news_texts en ON en.entry_id = e.id AND en.place = 'site' AND en.language = 'en'
    LEFT JOIN news_texts l ON l.entry_id = e.id AND l.place = 'site' AND l.language = $1
    LEFT JOIN news_texts tl ON $2::boolean AND tl.entry_id = e.id AND tl.place = 'telegram' AND tl.language = $1
    LEFT JOIN news_texts ten ON $2::boolean AND ten.entry_id = e.id AND ten.place = 'telegram' AND ten.language = 'en'
   WHERE NOT ($2::boolean AND e.hidden_in_telegram)`;

// Microseconds since 1970 (negative before it) and the id of the last entry shown.
const cursorPattern = /^(-?\d{1,19})-([a-z0-9-]{1,64})$/;

const notFound = (id: string): ApiError => new ApiError('not_found', `There is no news entry "${id}".`, { field: 'params.id' });

const summaryOf = (row: ListedRow): NewsSummary => ({
  id: row.id,
  publishedAt: row.published_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  language: row.language,
  title: row.title,
  summary: row.summary,
});

/** One page of news, newest publication first, after `cursor` (the last entry of the page before). */
export async function listNews(db: Queryable, page: { language: NewsLanguage; place?: NewsPlace | undefined; cursor?: string | undefined; limit: number }): Promise<{ entries: NewsSummary[]; nextCursor: string | null }> {
  let after: [string, string] | null = null;
  if (page.cursor !== undefined) {
    const match = cursorPattern.exec(page.cursor);
    if (!match?.[1] || !match[2]) throw new ApiError('validation_failed', 'query.cursor: not a cursor this list gave.', { field: 'query.cursor' });
    after = [match[1], match[2]];
  }
  const rows = await db.query<ListedRow>(
    `${localizedSelect}
      AND ($3::bigint IS NULL OR (${publishedUs}, e.id) < ($3::bigint, $4::text))
      ORDER BY e.published_at DESC, e.id DESC LIMIT $5`,
    [page.language, page.place === 'telegram', after?.[0] ?? null, after?.[1] ?? null, page.limit + 1],
  );
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return { entries: shown.map(summaryOf), nextCursor: rows.length > page.limit && last ? `${last.published_us}-${last.id}` : null };
}

/** One entry with its body in `language` (or English), as `place` shows it; 404 when there is none (or it is hidden there). */
export async function requireNews(db: Queryable, id: string, language: NewsLanguage, place: NewsPlace = 'site'): Promise<NewsEntry> {
  const [row] = await db.query<ListedRow>(`${localizedSelect} AND e.id = $3`, [language, place === 'telegram', id]);
  if (!row) throw notFound(id);
  return { ...summaryOf(row), body: row.body };
}

/** One entry as written, every language (for the editor); 404 when there is none. */
export async function requireNewsSource(db: Queryable, id: string): Promise<NewsSource> {
  const [entry] = await db.query<{ id: string; published_at: Date; created_at: Date; updated_at: Date; author_account_id: string | null; hidden_in_telegram: boolean }>(
    'SELECT id, published_at, created_at, updated_at, author_account_id, hidden_in_telegram FROM news_entries WHERE id = $1',
    [id],
  );
  if (!entry) throw notFound(id);
  const author = entry.author_account_id === null ? undefined : await findAccount(db, entry.author_account_id);
  const texts = await db.query<NewsTextInput & { language: NewsLanguage; place: NewsPlace }>('SELECT place, language, title, summary, body FROM news_texts WHERE entry_id = $1', [id]);
  const textIn = (place: NewsPlace, language: NewsLanguage): NewsTextInput | null => {
    const found = texts.find((text) => text.place === place && text.language === language);
    return found ? { title: found.title, summary: found.summary, body: found.body } : null;
  };
  const en = textIn('site', 'en');
  if (!en) throw new Error(`news entry ${id} has no English text`);
  const telegramEn = textIn('telegram', 'en');
  return {
    id: entry.id,
    publishedAt: entry.published_at.toISOString(),
    createdAt: entry.created_at.toISOString(),
    updatedAt: entry.updated_at.toISOString(),
    author: author?.displayName ?? null,
    texts: { en, es: textIn('site', 'es') },
    telegram: { hidden: entry.hidden_in_telegram, texts: telegramEn ? { en: telegramEn, es: textIn('telegram', 'es') } : null },
  };
}

const tidy = (text: NewsTextInput): NewsTextInput => ({ title: text.title.trim(), summary: text.summary.trim(), body: text.body.replace(/\r\n?/g, '\n').trim() });

async function writeTexts(tx: Queryable, id: string, place: NewsPlace, texts: NewsTextsInput | null): Promise<void> {
  await tx.query('DELETE FROM news_texts WHERE entry_id = $1 AND place = $2', [id, place]);
  for (const [language, text] of [['en', texts?.en], ['es', texts?.es]] as const) {
    if (!text) continue;
    const { title, summary, body } = tidy(text);
    await tx.query('INSERT INTO news_texts (entry_id, place, language, title, summary, body) VALUES ($1, $2, $3, $4, $5, $6)', [id, place, language, title, summary, body]);
  }
}

/** The entry's texts, and its mini-app settings when given. */
async function writeEntryTexts(tx: Queryable, id: string, input: NewsInput): Promise<void> {
  await writeTexts(tx, id, 'site', input.texts);
  if (!input.telegram) return;
  await tx.query('UPDATE news_entries SET hidden_in_telegram = $2 WHERE id = $1', [id, input.telegram.hidden]);
  await writeTexts(tx, id, 'telegram', input.telegram.texts);
}

/** A new entry by `author`, its id the first free slug of its English title. */
export async function createNews(db: Pick<Database, 'transaction'>, author: string, input: NewsInput, now: Date): Promise<string> {
  const base = slugFromTitle(input.texts.en.title, newsSlugRule);
  const publishedAt = input.publishedAt ?? now.toISOString();
  return db.transaction(async (tx) => {
    for (let attempt = 1; attempt <= 1000; attempt += 1) {
      const id = slugCandidate(base, attempt, newsSlugRule);
      const rows = await tx.query<{ id: string }>(
        `INSERT INTO news_entries (id, published_at, author_account_id, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [id, publishedAt, author, now],
      );
      if (rows.length > 0) {
        await writeEntryTexts(tx, id, input);
        return id;
      }
    }
    throw new Error(`no free news id from ${base}`);
  });
}

/** Replaces an entry's texts (and its publication date when given); 404 when there is none. */
export async function updateNews(db: Pick<Database, 'transaction'>, id: string, input: NewsInput, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query('UPDATE news_entries SET updated_at = $2, published_at = coalesce($3::timestamptz, published_at) WHERE id = $1 RETURNING id', [id, now, input.publishedAt ?? null]);
    if (rows.length === 0) throw notFound(id);
    await writeEntryTexts(tx, id, input);
  });
}

/** Deletes an entry and its texts; 404 when there is none. */
export async function deleteNews(db: Queryable, id: string): Promise<void> {
  const rows = await db.query('DELETE FROM news_entries WHERE id = $1 RETURNING id', [id]);
  if (rows.length === 0) throw notFound(id);
}
