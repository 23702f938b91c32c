import { csrfHeader, ErrorBody, errorsOf, requiresSiteRequestHeader, routes, schemas, statusesOf, type EndpointSchemas, type ErrorCode, type RouteInfo, type RouteName } from '@site/api-contract';
import { SESSION_COOKIE } from '../sessions/session-cookie.ts';

type JsonSchema = Record<string, unknown>;

/** TypeBox keeps its bookkeeping under symbols; JSON drops them, leaving plain JSON Schema 2020-12. */
const plain = (schema: unknown): JsonSchema => JSON.parse(JSON.stringify(schema)) as JsonSchema;

function parameters(schema: unknown, location: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const { properties = {}, required = [] } = plain(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(properties).map(([name, property]) => ({ name, in: location, required: location === 'path' || required.includes(name), schema: property }));
}

const siteRequestHeader = { $ref: '#/components/parameters/SiteRequest' };

/** An error status of an operation: the one error shape, its `error.code` one of the codes the operation answers with that status. */
const errorResponse = (codes: readonly ErrorCode[]): JsonSchema => ({
  description: `Error: ${codes.join(', ')}.`,
  content: {
    'application/json': {
      schema: { allOf: [{ $ref: '#/components/schemas/Error' }, { type: 'object', properties: { error: { type: 'object', properties: { code: { enum: codes } } } } }] },
    },
  },
});

/** Anyone (`security: []`), only the session cookie, or either (the session read when sent). */
function security(route: RouteInfo): Array<Record<string, string[]>> {
  if (route.auth === 'session') return [{ session: [] }];
  if (route.auth === 'optional') return [{}, { session: [] }];
  return [];
}

function responses(name: RouteName, route: RouteInfo, shapes: EndpointSchemas): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  const errors = new Map(errorsOf(name).map(({ status, codes }) => [status, codes]));
  for (const status of statusesOf(name)) {
    const codes = errors.get(status);
    if (status === 302) answers[status] = { description: 'A redirect to a page of the site.' };
    else if (status === 204) answers[status] = { description: 'Done; no body.' };
    else if (status === 304) answers[status] = { description: 'Not modified: the ETag sent in If-None-Match is still the answer; no body.' };
    else if (status < 300) answers[status] = { description: status === (route.status ?? 200) ? 'Success.' : 'Accepted: the same shape, the work not finished.', content: { 'application/json': { schema: plain(shapes.response) } } };
    else if (codes) answers[status] = errorResponse(codes);
  }
  return answers;
}

function operation(name: RouteName, route: RouteInfo, shapes: EndpointSchemas): JsonSchema {
  const headers = requiresSiteRequestHeader(route.method, route) ? [siteRequestHeader] : [];
  return {
    operationId: name,
    summary: route.summary,
    tags: [route.path.split('/')[2] ?? 'api'],
    security: security(route),
    parameters: [...parameters(shapes.params, 'path'), ...parameters(shapes.query, 'query'), ...headers],
    ...(shapes.body ? { requestBody: { required: true, content: { 'application/json': { schema: plain(shapes.body) } } } } : {}),
    ...(route.multipart ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } } } : {}),
    responses: responses(name, route, shapes),
  };
}

/** The OpenAPI 3.1 document, generated from the one contract (never written by hand). */
export function buildOpenApiDocument(options: { version: string; serverUrl: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const name of Object.keys(routes) as RouteName[]) {
    const route: RouteInfo = routes[name];
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(name, route, schemas[name]);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Core Games API',
      version: options.version,
      description: `The game server. State-changing requests need the ${csrfHeader.name}: ${csrfHeader.value} header (declared on each operation that needs it).`,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: options.serverUrl }],
    // Operations say who may call them; none is left to a default.
    security: [],
    paths,
    components: {
      schemas: { Error: plain(ErrorBody) },
      parameters: {
        SiteRequest: {
          name: csrfHeader.name,
          in: 'header',
          required: true,
          description: 'CSRF guard: a page on another site cannot add it without a preflight the server never grants; without it the request is refused with 403 csrf_failed.',
          schema: { type: 'string', const: csrfHeader.value },
        },
      },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie set by every sign-in.' } },
    },
  };
}
