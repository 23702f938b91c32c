import { useCallback, useEffect, useState } from 'react';
import { linkIdPattern } from '../protocol/parse-link-id.ts';
import { loadNewsEntry, loadNewsIndex, NewsNotFoundError } from './load-news.ts';
import type { NewsEntry, NewsSummary } from './news-types.ts';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'not-found' } | { status: 'error' };

type Loader<T> = (signal: AbortSignal) => Promise<T>;

interface Settled<T> {
  load: Loader<T>;
  attempt: number;
  value: Loaded<T>;
}

/** Runs `load` (again on retry); the result belongs to the loader and attempt that produced it. */
function useLoader<T>(load: Loader<T> | null): [Loaded<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        setSettled({ load, attempt, value: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({ load, attempt, value: { status: error instanceof NewsNotFoundError ? 'not-found' : 'error' } });
      },
    );
    return () => {
      controller.abort();
    };
  }, [load, attempt]);

  const retry = useCallback(() => {
    setAttempt((value) => value + 1);
  }, []);

  if (!load) return [{ status: 'not-found' }, retry];
  const current = settled?.load === load && settled.attempt === attempt ? settled.value : { status: 'loading' as const };
  return [current, retry];
}

/** The news list; `error` (with a retry) when it cannot be read. */
export function useNewsIndex(): [Loaded<NewsSummary[]>, () => void] {
  return useLoader(loadNewsIndex);
}

/** One entry; an id that cannot exist is `not-found` without a request. */
export function useNewsEntry(id: string | undefined): [Loaded<NewsEntry>, () => void] {
  const valid = id !== undefined && linkIdPattern.test(id);
  const load = useCallback((signal: AbortSignal) => loadNewsEntry(id ?? '', signal), [id]);
  return useLoader(valid ? load : null);
}
