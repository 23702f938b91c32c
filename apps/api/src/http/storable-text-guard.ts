import { routes, schemas, type RouteInfo } from '@site/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error.ts';
import { findUnstorableText, makeTextStorable } from '../text/storable-text.ts';

const parts = ['params', 'query', 'body'] as const;
type Part = (typeof parts)[number];

/** What the route reads: the parts its contract describes (a route outside the contract: all three). */
const partsRead = (request: FastifyRequest): readonly Part[] => {
  const name = request.routeOptions.config.routeName;
  if (name === undefined) return parts;
  const shapes = schemas[name] as Partial<Record<Part, unknown>>;
  return parts.filter((part) => shapes[part] !== undefined);
};

const routeOf = (request: FastifyRequest): RouteInfo | undefined => {
  const name = request.routeOptions.config.routeName;
  return name === undefined ? undefined : routes[name];
};

/**
 * Text the database cannot store (NUL, half of a surrogate pair: `text/storable-text.ts`) is
 * refused where a request is decoded, in every string and key of its path, query and body at any
 * depth (those its route reads), before the contract's schemas and before any guard reads the database: 400
 * `text_unstorable` naming the field, the same on PostgreSQL and PGlite. Another service's call
 * (a `crossSite` POST: it cannot change what it sends and sends a refusal again) is not refused: its text
 * is made storable (U+FFFD) and handled as usual. Data signed as sent (`signedAsSent`) is left as
 * it is for its signature; the route cleans what it keeps (`text/provider-text.ts`).
 * Multipart forms are read by their route (`submissions/upload-form.ts`), with the same rule.
 */
export function installStorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const route = routeOf(request);
    if (route?.signedAsSent) {
      done();
      return;
    }
    if (route?.crossSite && route.method !== 'GET') {
      for (const part of parts) request[part] = makeTextStorable(request[part]);
      done();
      return;
    }
    done(unstorableTextIn(request) ?? undefined);
  });
}

/** The refusal of the first string or key the database cannot store in what the route reads, or null. */
function unstorableTextIn(request: FastifyRequest): ApiError | null {
  for (const part of partsRead(request)) {
    const found = findUnstorableText(request[part]);
    if (found === null) continue;
    const field = [part, ...found.path].join('.');
    const what = found.inKey ? `A key in ${field}` : field;
    return new ApiError('text_unstorable', `${what} may not contain NUL (U+0000) or half of a surrogate pair (U+D800 to U+DFFF alone).`, { field });
  }
  return null;
}
