import type { CallArgs, CallInput } from '@site/api-contract/client';
import type { RouteName } from '@site/api-contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { queryClient } from './query-client.ts';

/** A read's place in the cache: the contract route's name, then its input. Invalidate a route with `[name]`. */
export function apiQueryKey<Name extends RouteName>(name: Name, ...args: CallArgs<Name>): readonly [Name, CallInput<Name> | Record<string, never>] {
  return [name, args[0] ?? {}] as const;
}

/** The query of one read of the contract: keyed by route and input, answered by the site's client. */
export function apiQuery<Name extends RouteName>(name: Name, ...args: CallArgs<Name>) {
  return queryOptions({ queryKey: apiQueryKey(name, ...args), queryFn: () => api.call(name, ...args) });
}

export interface ApiQueryOptions {
  /** false asks nothing (e.g. until someone is signed in). */
  enabled?: boolean;
  /** The last answer stays shown while another input's answer loads (a board that should not jump). */
  keepPrevious?: boolean;
  /** An answer younger than this is not asked again when a page mounts (one asked ahead, with the page's code). */
  freshForMs?: number;
}

/** Reads `name` with its input through the site's query cache. */
export function useApiQuery<Name extends RouteName>(name: Name, args: CallArgs<Name>, options: ApiQueryOptions = {}) {
  return useQuery({
    ...apiQuery(name, ...args),
    enabled: options.enabled ?? true,
    ...(options.freshForMs !== undefined && { staleTime: options.freshForMs }),
    ...(options.keepPrevious && { placeholderData: keepPreviousData }),
  });
}

/** After a change on the server: every cached answer of these routes is stale, and the shown ones load again. */
export function invalidateApiQueries(...names: RouteName[]): Promise<void> {
  return Promise.all(names.map((name) => queryClient.invalidateQueries({ queryKey: [name] }))).then(() => undefined);
}
