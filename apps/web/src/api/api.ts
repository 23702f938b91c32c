import { createApiClient } from './create-api-client.ts';

/** The site's client of its own server, on the same origin (`/api`, proxied in development). */
export const api = createApiClient();
