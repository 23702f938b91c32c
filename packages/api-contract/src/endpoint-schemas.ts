import type { TSchema } from 'typebox';
import type { RouteInfo } from './route-info.ts';

/** The shapes of one endpoint. `response` is the success body (for 302, the query it redirects with is not described). */
export interface EndpointSchemas {
  readonly body?: TSchema;
  readonly query?: TSchema;
  readonly params?: TSchema;
  readonly response: TSchema;
}

/** Exactly one schema set per route of a domain: a route without shapes, or shapes without a route, fails to compile. */
export type SchemasFor<Routes extends Record<string, RouteInfo>> = { readonly [Name in keyof Routes]: EndpointSchemas };
