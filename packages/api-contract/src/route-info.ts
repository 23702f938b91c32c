import { errorStatuses, type ErrorCode } from './error-codes.ts';

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
   * A service's call (a POST) is never refused as `text_unstorable`: another service cannot change
   * what it sends and sends a refusal again, so NUL and half surrogate pairs become U+FFFD instead.
   */
  readonly crossSite?: true;
  /**
   * The body is another party's signed data that the browser passes on (Telegram's login widget):
   * its text is taken exactly as signed, neither refused as `text_unstorable` nor changed before
   * the signature is checked; the server cleans the names it keeps.
   */
  readonly signedAsSent?: true;
  /**
   * The error codes the handler answers for its own reasons (404 `not_found`, 409
   * `insufficient_balance`, 401 `bad_credentials`...), beyond those `answeredErrors` derives from
   * the other fields; each is answered with its status in `errorStatuses`. The OpenAPI document
   * lists them per operation, and the server's tests fail on a reply with any other code.
   */
  readonly errors?: readonly ErrorCode[];
  /** Another success the handler may answer with the same shape: 202 "still confirming". */
  readonly alsoSucceedsWith?: 202;
  /**
   * A public read answered with an ETag and a short public Cache-Control: a request whose
   * If-None-Match names the current ETag is answered 304 Not Modified, with no body.
   */
  readonly revalidates?: true;
  /** Bytes of the request body the server reads, when more than its default (64 KiB). */
  readonly bodyLimit?: number;
}

const stateChangingMethods: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every state-changing request carries this header (CSRF; docs/architecture.md, "Security rules"): a page on another origin
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

/** An error status an endpoint answers, with the codes it answers it with. */
export interface ErrorAnswer {
  readonly status: number;
  readonly codes: readonly ErrorCode[];
}

/**
 * Every error the endpoint can answer, by status: the route's own `errors`, and those its fields
 * imply: `validation_failed` when it takes input (`takesInput`: path or query parameters, or a
 * body), and `text_unstorable` then too unless it is a service's `crossSite` call or `signedAsSent` (see there), and with 414 for a path parameter longer than the router takes (refused before any route
 * is chosen); the guards' refusals (`not_signed_in` without a session, `forbidden` and
 * `second_factor_required` for a role, `csrf_failed` without the CSRF header, `body_too_large` and
 * `unsupported_media_type` for a body, `rate_limited` past a sign-in rate limit); and `internal`
 * and `service_unavailable` (the database away) anywhere.
 */
export function answeredErrors(route: RouteInfo, takesInput: boolean): ErrorAnswer[] {
  const byStatus = new Map<number, Set<ErrorCode>>();
  const add = (code: ErrorCode, status: number = errorStatuses[code]): void => {
    byStatus.set(status, (byStatus.get(status) ?? new Set()).add(code));
  };
  const hasBody = route.method !== 'GET';
  if (takesInput || hasBody) add('validation_failed');
  if ((takesInput || hasBody) && !(route.crossSite && hasBody) && !route.signedAsSent) add('text_unstorable');
  // The router refuses a path part longer than any valid value before any route is chosen.
  if (route.path.includes('/:')) add('validation_failed', 414);
  if (route.auth === 'session') add('not_signed_in');
  if (route.role) (['forbidden', 'second_factor_required'] as const).forEach((code) => {
    add(code);
  });
  if (requiresSiteRequestHeader(route.method, route)) add('csrf_failed');
  if (hasBody) (['body_too_large', 'unsupported_media_type'] as const).forEach((code) => {
    add(code);
  });
  if (route.rateLimited) add('rate_limited');
  add('internal');
  add('service_unavailable');
  for (const code of route.errors ?? []) add(code);
  return [...byStatus].sort(([a], [b]) => a - b).map(([status, codes]) => ({ status, codes: [...codes].sort() }));
}

/** Every status the endpoint can answer: its success status (and `alsoSucceedsWith`), and those of `answeredErrors`. */
export function answeredStatuses(route: RouteInfo, takesInput: boolean): number[] {
  const successes = [route.status ?? 200, ...(route.alsoSucceedsWith === undefined ? [] : [route.alsoSucceedsWith]), ...(route.revalidates ? [304] : [])];
  return [...new Set([...successes, ...answeredErrors(route, takesInput).map(({ status }) => status)])].sort((a, b) => a - b);
}
