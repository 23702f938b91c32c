import { QueryClient } from '@tanstack/react-query';

/**
 * The site's one cache of server state. A failed load waits for the visitor's "Try again" and a
 * page asks again each time it opens, as the site always did: no automatic retries, no refetch on
 * window focus. Loaded with the pages (never in the first render's JS).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
    mutations: { retry: false },
  },
});
