import { statusesOf } from '@site/api-contract';
import type { FastifyInstance } from 'fastify';

/**
 * Holds the server under test to its contract: a reply of a contract route with a status the
 * route's entry does not list (the OpenAPI document lists the same) is turned into a 500 whose
 * message names the route and the status, so the test that made the call fails on it; and the
 * test file fails when its server stops (`failures`), for a test that did not look at the status.
 */
export function checkContractStatuses(app: FastifyInstance): { failures(): string[] } {
  const unlisted = new Set<string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const name = request.routeOptions.config.routeName;
    if (name === undefined || statusesOf(name).includes(reply.statusCode)) return payload;
    const message = `${name} (${request.method} ${request.routeOptions.url ?? ''}) answered ${reply.statusCode}, which its contract entry does not list`;
    unlisted.add(message);
    void reply.code(500).header('content-type', 'application/json; charset=utf-8').removeHeader('location');
    return JSON.stringify({ error: { code: 'internal', message: `Test check: ${message}.` } });
  });
  return { failures: () => [...unlisted] };
}
