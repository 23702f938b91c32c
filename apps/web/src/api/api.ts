import { createApiClient, type ApiError } from '@site/api-contract/client';

const errorListeners = new Set<(error: ApiError) => void>();

/** Tells `listener` of every error the server answers, before the caller gets it; returns how to stop. */
export function onApiError(listener: (error: ApiError) => void): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/**
 * The site's client of its own server, on the same origin (`/api`, proxied in development): the
 * contract's one client with the browser's fetch. The site calls the server only through it.
 */
export const api = createApiClient({
  fetch: globalThis.fetch.bind(globalThis),
  onError: (error) => {
    for (const listener of [...errorListeners]) listener(error);
  },
});
