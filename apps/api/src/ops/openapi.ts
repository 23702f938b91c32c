import { ErrorBody, routes, schemas, type EndpointSchemas, type RouteInfo, type RouteName } from '@site/api-contract';

type JsonSchema = Record<string, unknown>;

/** TypeBox keeps its bookkeeping under symbols; JSON drops them, leaving plain JSON Schema 2020-12. */
const plain = (schema: unknown): JsonSchema => JSON.parse(JSON.stringify(schema)) as JsonSchema;

function parameters(schema: unknown, location: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const { properties = {}, required = [] } = plain(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(properties).map(([name, property]) => ({ name, in: location, required: location === 'path' || required.includes(name), schema: property }));
}

const errorResponse = { description: 'The error shape of every endpoint.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };

function operation(name: RouteName, route: RouteInfo, shapes: EndpointSchemas): JsonSchema {
  const status = String(route.status ?? 200);
  const success =
    route.status === 302
      ? { description: 'A redirect to a page of the site.' }
      : { description: 'Success.', content: { 'application/json': { schema: plain(shapes.response) } } };
  return {
    operationId: name,
    summary: route.summary,
    tags: [route.path.split('/')[2] ?? 'api'],
    ...(route.auth === 'session' ? { security: [{ session: [] }] } : route.auth === 'optional' ? { security: [{}, { session: [] }] } : {}),
    parameters: [...parameters(shapes.params, 'path'), ...parameters(shapes.query, 'query')],
    ...(shapes.body ? { requestBody: { required: true, content: { 'application/json': { schema: plain(shapes.body) } } } } : {}),
    ...(route.multipart ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } } } : {}),
    responses: { [status]: success, '4XX': errorResponse, '5XX': errorResponse },
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
    info: { title: 'Core Games API', version: options.version, description: 'The game server. State-changing requests need the x-site-request: 1 header.' },
    servers: [{ url: options.serverUrl }],
    paths,
    components: {
      schemas: { Error: plain(ErrorBody) },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
    },
  };
}
