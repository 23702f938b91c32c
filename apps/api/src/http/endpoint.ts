import { routes, schemas, type BodyOf, type RouteInfo, type ParamsOf, type QueryOf, type ResponseOf, type RouteName } from '@site/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionPrincipal } from '../sessions/sessions.ts';
import { ApiError } from '../errors/api-error.ts';

export interface EndpointRequest<Name extends RouteName> {
  body: BodyOf<Name>;
  params: ParamsOf<Name>;
  query: QueryOf<Name>;
  /** The signed-in session; always set on `auth: 'session'` routes, maybe on `optional` ones. */
  principal: (typeof routes)[Name]['auth'] extends 'session' ? SessionPrincipal : SessionPrincipal | null;
  raw: FastifyRequest;
}

export type EndpointHandler<Name extends RouteName> = (request: EndpointRequest<Name>, reply: FastifyReply) => Promise<ResponseOf<Name>>;

/**
 * Registers the endpoint `name` of the contract: method, path and schemas come from the one
 * contract, so the server validates exactly what the OpenAPI document and the site's client say.
 * The session is read for `session` and `optional` routes; `session` routes refuse without one,
 * and routes with a `role` refuse other roles, on the server.
 */
export function endpoint<Name extends RouteName>(app: FastifyInstance, name: Name, handler: EndpointHandler<Name>): void {
  const route: RouteInfo = routes[name];
  const shapes = schemas[name] as { body?: object; query?: object; params?: object; response: object };
  const status = route.status ?? 200;
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      ...(shapes.body ? { body: shapes.body } : {}),
      ...(shapes.query ? { querystring: shapes.query } : {}),
      ...(shapes.params ? { params: shapes.params } : {}),
      // '2xx' too: a handler may answer another success status with the same shape (202 "still working").
      ...(status === 302 ? {} : { response: { [status]: shapes.response, '2xx': shapes.response } }),
    },
    ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
    config: { routeName: name },
    handler: async (request, reply) => {
      const principal = request.principal;
      if (route.auth === 'session' && !principal) throw new ApiError('not_signed_in', 'Sign in first.');
      if (route.role && !(principal?.role === 'admin' || principal?.role === route.role)) {
        throw new ApiError('forbidden', 'Your account may not do this.');
      }
      const result = await handler(
        { body: request.body, params: request.params, query: request.query, principal, raw: request } as EndpointRequest<Name>,
        reply,
      );
      if (status !== 302 && reply.statusCode === 200) void reply.code(status);
      return result;
    },
  });
}
