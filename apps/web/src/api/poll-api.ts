import type { ResponseOf } from '@site/api-contract';
import type { CallArgs } from '@site/api-contract/client';
import type { RouteName } from '@site/api-contract/routes';
import { QueryObserver } from '@tanstack/react-query';
import { apiQuery } from './api-query.ts';
import { queryClient } from './query-client.ts';

/** One answer of the server to a poll: what it said, or why the ask failed. */
export type PollAnswer<Name extends RouteName> = { ok: true; data: ResponseOf<Name> } | { ok: false; error: unknown };

/** When to ask next after an answer: in so many milliseconds, or not until `askNow`. */
export type NextAsk = number | false;

export interface ApiPoll {
  /** Asks now instead of at the next planned moment (an ask already under way counts as it). */
  askNow(): void;
  /** No more asks, and no answer is handed over after this. */
  stop(): void;
}

/**
 * Asks the server `name` with its input through the site's query cache (the same key as
 * `apiQuery`), again and again: each new answer, data or error, is handed to `onAnswer` once, and
 * what it returns is when the cache asks next (the query's `refetchInterval`). Answers cached
 * before the poll started are not handed over; an ask already under way when it starts is shared.
 * Keeps asking in a hidden tab, as a payment being confirmed should.
 */
export function pollApi<Name extends RouteName>(name: Name, args: CallArgs<Name>, onAnswer: (answer: PollAnswer<Name>) => NextAsk): ApiPoll {
  const options = { ...apiQuery(name, ...args), refetchIntervalInBackground: true };
  const observer = new QueryObserver(queryClient, { ...options, refetchInterval: false });
  const answerCount = (): number => {
    const { state } = observer.getCurrentQuery();
    return state.dataUpdateCount + state.errorUpdateCount;
  };
  let seen = answerCount();
  let stopped = false;

  const unsubscribe = observer.subscribe(() => {
    const count = answerCount();
    if (stopped || count === seen) return;
    seen = count;
    const { state } = observer.getCurrentQuery();
    const next = onAnswer(state.status === 'error' ? { ok: false, error: state.error } : { ok: true, data: state.data as ResponseOf<Name> });
    observer.setOptions({ ...options, refetchInterval: next });
  });

  return {
    askNow() {
      if (!stopped) void observer.refetch({ cancelRefetch: false });
    },
    stop() {
      stopped = true;
      unsubscribe();
    },
  };
}
