import { useCallback, useEffect, useState } from 'react';

export type ResourceState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; value: T };

/** One server answer for a panel: loading, the answer, or the error with `retry`; nothing is asked while `enabled` is false. */
export function useApiResource<T>(load: () => Promise<T>, enabled = true): { state: ResourceState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // Each answer is kept with the attempt it answers, so a retry shows loading until its own answer.
  const [answer, setAnswer] = useState<{ attempt: number; state: ResourceState<T> } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    load().then(
      (value) => {
        if (current) setAnswer({ attempt, state: { status: 'ready', value } });
      },
      (error: unknown) => {
        if (current) setAnswer({ attempt, state: { status: 'error', error } });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; what it asks for is fixed by `enabled` and `attempt`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, attempt]);
  const retry = useCallback(() => {
    setAttempt((value) => value + 1);
  }, []);
  return { state: answer?.attempt === attempt ? answer.state : { status: 'loading' }, retry };
}
