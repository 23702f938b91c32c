/** Who may call an endpoint: anyone, only a signed-in session, or anyone with the session read when present. */
export type RouteAuth = 'none' | 'session' | 'optional';

export type RouteMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * What the site's client needs at run time to call an endpoint. Plain data with no schema library,
 * so importing the routes costs the site a few hundred bytes; the shapes live in `schemas`.
 */
export interface RouteInfo {
  readonly method: RouteMethod;
  /** Fastify-style path under `/api`, `:name` for a path parameter. */
  readonly path: string;
  readonly auth: RouteAuth;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** Extra roles beyond being signed in, checked by the server. */
  readonly role?: 'moderator' | 'admin';
  /** Success status; 200 unless said. 302 endpoints are browser navigations, not JSON calls. */
  readonly status?: 200 | 201 | 202 | 204 | 302;
  /** Counted by the sign-in rate limits (per IP and per identity). */
  readonly rateLimited?: boolean;
  /** The body is `multipart/form-data` (uploads), checked part by part by the server instead of by a JSON schema. */
  readonly multipart?: true;
  /**
   * A navigation arriving from another site (an OpenID provider's redirect back), protected by its
   * own single-use `state` instead of the CSRF header it cannot carry; or a call from another
   * service's server (App Store notifications), protected by its own signature.
   */
  readonly crossSite?: true;
  /**
   * Statuses the endpoint answers for its own reasons (another success such as 202 "still
   * confirming", 404, 409, 422...), beyond `status` and those `answeredStatuses` derives from the
   * other fields. The OpenAPI document lists them, and the server's tests fail on any other.
   */
  readonly answers?: readonly number[];
  /** Bytes of the request body the server reads, when more than its default (64 KiB). */
  readonly bodyLimit?: number;
}

const stateChangingMethods: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every state-changing request carries this header (CSRF, DESIGN §10): a page on another origin
 * cannot add it to a request without a CORS preflight, which the server never grants.
 */
export const csrfHeader = { name: 'x-site-request', value: '1' } as const;

/**
 * Whether a request needs the CSRF header: every state-changing method, except on a `crossSite`
 * route. The server enforces exactly this (also on paths with no route) and the OpenAPI document
 * declares the header from it.
 */
export function requiresSiteRequestHeader(method: string, route: RouteInfo | undefined): boolean {
  return stateChangingMethods.has(method) && route?.crossSite !== true;
}

/**
 * Every status the endpoint can answer: its success status and `answers`, 400 when it takes input
 * (`takesInput`: path or query parameters, or a body), and the guards' refusals its fields imply
 * (401 without a session, 403 for a role or a missing CSRF header, 413 and 415 for a body too large
 * or not JSON, 414 for a path parameter longer than the router takes, 429 past a rate limit), and
 * 500 and 503 (the database away) anywhere.
 */
export function answeredStatuses(route: RouteInfo, takesInput: boolean): number[] {
  const statuses = new Set<number>([route.status ?? 200, ...(route.answers ?? [])]);
  const hasBody = route.method !== 'GET';
  if (takesInput || hasBody) statuses.add(400);
  // The router refuses a path part longer than any valid value before any route is chosen.
  if (route.path.includes('/:')) statuses.add(414);
  if (route.auth === 'session') statuses.add(401);
  if (route.role || requiresSiteRequestHeader(route.method, route)) statuses.add(403);
  if (hasBody) [413, 415].forEach((status) => statuses.add(status));
  if (route.rateLimited) statuses.add(429);
  statuses.add(500).add(503);
  return [...statuses].sort((a, b) => a - b);
}
