import type { NewsEntry, NewsSummary } from './news-types.ts';
import { parseNewsEntry, parseNewsIndex } from './parse-news.ts';

const newsFolder = `${import.meta.env.BASE_URL}content/news`;

/** A news entry that does not exist: the page shows "not found", not an error. */
export class NewsNotFoundError extends Error {
  override name = 'NewsNotFoundError';
}

async function readJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (response.status === 404) throw new NewsNotFoundError(`No news file at ${url}`);
  if (!response.ok) throw new Error(`Reading ${url} failed with HTTP ${response.status}`);
  // Single-page hosting often answers a missing file with the app's index.html.
  if (response.headers.get('content-type')?.includes('text/html')) throw new NewsNotFoundError(`No news file at ${url}`);
  return (await response.json()) as unknown;
}

/** The list of news entries, validated, newest first. */
export async function loadNewsIndex(signal?: AbortSignal): Promise<NewsSummary[]> {
  return parseNewsIndex(await readJson(`${newsFolder}/index.json`, signal)).entries;
}

/** One news entry by id; rejects with `NewsNotFoundError` when there is none. */
export async function loadNewsEntry(id: string, signal?: AbortSignal): Promise<NewsEntry> {
  return parseNewsEntry(await readJson(`${newsFolder}/${encodeURIComponent(id)}.json`, signal), id);
}
