import { Type, type Static } from 'typebox';
import { Ok, Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import type { newsRoutes } from './news-routes.ts';
import { bigintMin, positiveBigintDecimal, positiveDecimalUpTo } from '../number-bounds.ts';
import { shownLinePattern, visibleMultiLinePattern } from '../text-bounds.ts';

export const newsLimits = {
  titleMaxLength: 120,
  summaryMaxLength: 300,
  bodyMaxLength: 20_000,
  pageSizeDefault: 10,
  pageSizeMax: 50,
} as const;

export const newsLanguages = ['en', 'es'] as const;

/** A news entry's id, also its URL (`/news/<id>`): a lowercase slug of 1 to 64 letters, digits and inner hyphens. */
export const NewsId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$', description: 'The entry, e.g. welcome.' });

export const NewsLanguage = Type.Enum(newsLanguages, { description: 'The language asked for; en when left out.' });

// One line shown to readers: something visible in it, no control, direction or invisible characters (text-bounds.ts).
const lineText = (maxLength: number, what: string) =>
  Type.String({ minLength: 1, maxLength, pattern: shownLinePattern, description: `${what}: one line of plain text, 1–${maxLength} characters; no control characters, direction controls or invisible characters.` });

/**
 * The body as written: plain text, paragraphs separated by a blank line, links as bare
 * `https://…` URLs or `[text](https://…)` / `[text](/site-path)`. Tabs and line breaks are the
 * only control characters allowed; direction marks are kept for right-to-left writing
 * (text-bounds.ts, `visibleMultiLinePattern`).
 */
const BodyText = Type.String({
  minLength: 1,
  maxLength: newsLimits.bodyMaxLength,
  pattern: visibleMultiLinePattern,
  description: `Plain text, 1–${newsLimits.bodyMaxLength} characters: paragraphs separated by a blank line; links as https URLs or [text](https://…) / [text](/path). Never HTML.`,
});

export const NewsText = Strict({
  title: lineText(newsLimits.titleMaxLength, 'Title'),
  summary: lineText(newsLimits.summaryMaxLength, 'Summary, shown in the list'),
  body: BodyText,
});

export const NewsTexts = Strict({
  en: NewsText,
  es: Type.Optional(Type.Union([NewsText, Type.Null()], { description: 'Spanish; left out or null: Spanish readers get the English text.' })),
});

/** Where the news is read: on the site, or in the Telegram mini app (Telegram's rules there allow no other chain's wallet or deposit). */
export const NewsPlace = Type.Enum(['site', 'telegram'] as const, {
  description: 'telegram: as the Telegram mini app shows it, entries hidden there left out and its own text where the entry has one; site when left out.',
});

/** How an entry reads in the Telegram mini app: hidden there, or its own text there (null: the site's). */
export const NewsInTelegram = Strict({
  hidden: Type.Boolean({ description: 'true: the mini app does not list or show the entry.' }),
  texts: Type.Union([NewsTexts, Type.Null()], { description: "The mini app's own text (English required, Spanish optional); null: the site's text." }),
});

export const NewsSummary = Strict({
  id: NewsId,
  publishedAt: Timestamp,
  updatedAt: Timestamp,
  /** The language of the text below: the one asked for, or en when the entry has none in it. */
  language: NewsLanguage,
  title: Type.String(),
  summary: Type.String(),
});
export type NewsSummary = Static<typeof NewsSummary>;

/** A summary with its body. */
export const NewsEntry = Strict({
  ...NewsSummary.properties,
  /** Plain text as written (see news-text.ts for how it is shown). */
  body: Type.String(),
});
export type NewsEntry = Static<typeof NewsEntry>;

export const NewsSource = Strict({
  id: NewsId,
  publishedAt: Timestamp,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  /** The display name of the account that wrote it; null for the site's first entries. */
  author: Type.Union([Type.String(), Type.Null()]),
  texts: Strict({ en: NewsText, es: Type.Union([NewsText, Type.Null()]) }),
  telegram: Strict({ hidden: Type.Boolean(), texts: Type.Union([Strict({ en: NewsText, es: Type.Union([NewsText, Type.Null()]) }), Type.Null()]) }),
});
export type NewsSource = Static<typeof NewsSource>;

const LanguageQuery = Strict({ lang: Type.Optional(NewsLanguage), place: Type.Optional(NewsPlace) });
const IdParams = Strict({ id: NewsId });

export const newsSchemas = {
  listNews: {
    query: Strict({
      lang: Type.Optional(NewsLanguage),
      place: Type.Optional(NewsPlace),
      cursor: Type.Optional(Type.String({ maxLength: 100, pattern: `^(?:0|${positiveBigintDecimal}|-${positiveDecimalUpTo(-bigintMin)})-[a-z0-9-]{1,64}$`, description: 'The nextCursor of the previous page.' })),
      limit: Type.Optional(Type.String({ maxLength: 2, pattern: '^([1-9]|[1-4][0-9]|50)$', description: `Entries per page, 1 to ${newsLimits.pageSizeMax} (default ${newsLimits.pageSizeDefault}).` })),
    }),
    response: Strict({
      entries: Type.Array(NewsSummary),
      nextCursor: Type.Union([Type.String(), Type.Null()], { description: 'Pass it as cursor for the next (older) page; null on the last one.' }),
    }),
  },
  getNews: { params: IdParams, query: LanguageQuery, response: Strict({ entry: NewsEntry }) },
  getNewsSource: { params: IdParams, response: Strict({ entry: NewsSource }) },
  createNews: {
    body: Strict({ texts: NewsTexts, publishedAt: Type.Optional(Timestamp), telegram: Type.Optional(NewsInTelegram) }),
    response: Strict({ entry: NewsSource }),
  },
  updateNews: {
    params: IdParams,
    body: Strict({ texts: NewsTexts, publishedAt: Type.Optional(Timestamp), telegram: Type.Optional(NewsInTelegram) }),
    response: Strict({ entry: NewsSource }),
  },
  deleteNews: { params: IdParams, response: Ok },
} satisfies SchemasFor<typeof newsRoutes>;
