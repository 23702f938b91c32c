import type { NewsEntry, NewsSummary } from '@site/api-contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiQueryKey, invalidateApiQueries, useApiQuery } from '../api/api-query.ts';
import { queryClient } from '../api/query-client.ts';
import { api } from '../api/api.ts';
import { ApiError } from '@site/api-contract/client';
import { linkIdPattern } from '../protocol/parse-link-id.ts';
import { useIsMiniApp } from '../telegram/mini-app.ts';
import type { NewsLanguage } from './news-language.ts';

export type NewsList =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; entries: NewsSummary[]; nextCursor: string | null; more: 'idle' | 'loading' | { error: unknown } };

/** Inside the Telegram mini app the news is asked for as it shows there (hidden entries left out, its own texts). */
type NewsPlaceQuery = { place?: 'telegram' };

function useNewsPlace(): NewsPlaceQuery {
  return useIsMiniApp() ? { place: 'telegram' } : {};
}

/** Every page of the news list in `language`, in the cache under the list route and its first page's input. */
function newsPagesKey(language: NewsLanguage, place: NewsPlaceQuery) {
  return [...apiQueryKey('listNews', { query: { lang: language, ...place } }), 'pages'] as const;
}

/**
 * The news list in `language`, a page at a time: `loadMore` appends the next (older) page;
 * `reload` starts again from the newest. A failed next page keeps what is shown.
 */
export function useNewsList(language: NewsLanguage): { list: NewsList; loadMore: () => void; reload: () => void } {
  const place = useNewsPlace();
  const query = useInfiniteQuery({
    queryKey: newsPagesKey(language, place),
    queryFn: ({ pageParam }) => api.call('listNews', { query: { lang: language, ...place, ...(pageParam === null ? {} : { cursor: pageParam }) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  let list: NewsList;
  if (data === undefined) list = query.isError && !query.isFetching ? { status: 'error', error: query.error } : { status: 'loading' };
  else {
    const more = isFetchingNextPage ? 'loading' : query.isFetchNextPageError ? { error: query.error } : 'idle';
    list = { status: 'ready', entries: data.pages.flatMap((page) => page.entries), nextCursor: data.pages.at(-1)?.nextCursor ?? null, more };
  }

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return { list, loadMore, reload: reloadNews };
}

/** After news changed (or a failed load's "Try again"): the lists start again from the newest, the entries load again. */
export function reloadNews(): void {
  void queryClient.resetQueries({ queryKey: ['listNews'] });
  void invalidateApiQueries('getNews', 'getNewsSource');
}

export type NewsEntryState = { status: 'loading' } | { status: 'not-found' } | { status: 'error'; error: unknown } | { status: 'ready'; entry: NewsEntry };

/** One entry in `language`; an id that cannot exist, or one the server does not know, is `not-found`. */
export function useNewsEntry(id: string | undefined, language: NewsLanguage): { state: NewsEntryState; retry: () => void } {
  const valid = id !== undefined && linkIdPattern.test(id);
  const place = useNewsPlace();
  const query = useApiQuery('getNews', [{ params: { id: id ?? '' }, query: { lang: language, ...place } }], { enabled: valid });
  const retry = (): void => {
    void query.refetch();
  };
  if (!valid) return { state: { status: 'not-found' }, retry };
  if (query.isSuccess) return { state: { status: 'ready', entry: query.data.entry }, retry };
  if (query.isError && !query.isFetching) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return { state: notFound ? { status: 'not-found' } : { status: 'error', error: query.error }, retry };
  }
  return { state: { status: 'loading' }, retry };
}

/** Whether the server has a news entry with this id (for `/?id=` links). */
export async function newsEntryExists(id: string): Promise<boolean> {
  try {
    await api.call('getNews', { params: { id } });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}
