import { createApiClient, type ApiError } from '@site/api-contract/client';
import { takeEarlyRead } from './early-reads.ts';

const errorListeners = new Set<(error: ApiError) => void>();

/** Tells `listener` of every error the server answers, before the caller gets it; returns how to stop. */
export function onApiError(listener: (error: ApiError) => void): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/**
 * The site's client of its own server, on the same origin (`/api`, proxied in development): the
 * contract's one client with the browser's fetch. The site calls the server only through it. A
 * read index.html already asked for (early-reads.ts) is answered by that request.
 */
export const api = createApiClient({
  fetch: (input, init) => (typeof input === 'string' ? takeEarlyRead(globalThis, input, init) : null) ?? globalThis.fetch(input, init),
  onError: (error) => {
    for (const listener of [...errorListeners]) listener(error);
  },
});
