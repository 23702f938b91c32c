import type { NewsEntry, NewsSummary } from '@site/api-contract';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/api.ts';
import { ApiError } from '@site/api-contract/client';
import { linkIdPattern } from '../protocol/parse-link-id.ts';
import type { NewsLanguage } from './news-language.ts';

export type NewsList =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; entries: NewsSummary[]; nextCursor: string | null; more: 'idle' | 'loading' | { error: unknown } };

interface ListAnswer {
  key: string;
  list: NewsList;
}

/**
 * The news list in `language`, a page at a time: `loadMore` appends the next (older) page;
 * `reload` starts again from the newest. A failed next page keeps what is shown.
 */
export function useNewsList(language: NewsLanguage): { list: NewsList; loadMore: () => void; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${language}/${attempt}`;
  const [answer, setAnswer] = useState<ListAnswer | null>(null);

  useEffect(() => {
    let current = true;
    api.call('listNews', { query: { lang: language } }).then(
      (page) => {
        if (current) setAnswer({ key, list: { status: 'ready', entries: page.entries, nextCursor: page.nextCursor, more: 'idle' } });
      },
      (error: unknown) => {
        if (current) setAnswer({ key, list: { status: 'error', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, language]);

  const list: NewsList = answer?.key === key ? answer.list : { status: 'loading' };

  const loadMore = (): void => {
    if (list.status !== 'ready' || list.nextCursor === null || list.more === 'loading') return;
    const shown = list;
    const cursor = list.nextCursor;
    setAnswer({ key, list: { ...shown, more: 'loading' } });
    api.call('listNews', { query: { lang: language, cursor } }).then(
      (page) => {
        setAnswer((now) => (now?.key === key ? { key, list: { status: 'ready', entries: [...shown.entries, ...page.entries], nextCursor: page.nextCursor, more: 'idle' } } : now));
      },
      (error: unknown) => {
        setAnswer((now) => (now?.key === key ? { key, list: { ...shown, more: { error } } } : now));
      },
    );
  };

  const reload = useCallback(() => {
    setAttempt((value) => value + 1);
  }, []);

  return { list, loadMore, reload };
}

export type NewsEntryState = { status: 'loading' } | { status: 'not-found' } | { status: 'error'; error: unknown } | { status: 'ready'; entry: NewsEntry };

/** One entry in `language`; an id that cannot exist, or one the server does not know, is `not-found`. */
export function useNewsEntry(id: string | undefined, language: NewsLanguage): { state: NewsEntryState; retry: () => void } {
  const valid = id !== undefined && linkIdPattern.test(id);
  const [attempt, setAttempt] = useState(0);
  const key = `${id ?? ''}/${language}/${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; state: NewsEntryState } | null>(null);

  useEffect(() => {
    if (!valid) return;
    let current = true;
    api.call('getNews', { params: { id }, query: { lang: language } }).then(
      ({ entry }) => {
        if (current) setAnswer({ key, state: { status: 'ready', entry } });
      },
      (error: unknown) => {
        const notFound = error instanceof ApiError && error.status === 404;
        if (current) setAnswer({ key, state: notFound ? { status: 'not-found' } : { status: 'error', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, id, language, valid]);

  const retry = useCallback(() => {
    setAttempt((value) => value + 1);
  }, []);

  if (!valid) return { state: { status: 'not-found' }, retry };
  return { state: answer?.key === key ? answer.state : { status: 'loading' }, retry };
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
