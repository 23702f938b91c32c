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
}

/**
 * Every state-changing request carries this header (CSRF, DESIGN §10): a page on another origin
 * cannot add it to a request without a CORS preflight, which the server never grants.
 */
export const csrfHeader = { name: 'x-site-request', value: '1' } as const;
