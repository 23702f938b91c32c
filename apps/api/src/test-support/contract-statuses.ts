import { errorsOf, statusesOf, type RouteName } from '@site/api-contract';
import type { FastifyInstance } from 'fastify';

/** What is wrong with a reply of route `name`, by its contract entry: a status or an error code it does not list; null when the entry lists it. */
function unlistedAnswer(name: RouteName, status: number, payload: unknown): string | null {
  if (!statusesOf(name).includes(status)) return `answered ${status}, which its contract entry does not list`;
  if (status < 400 || typeof payload !== 'string') return null;
  let code: unknown;
  try {
    code = (JSON.parse(payload) as { error?: { code?: unknown } }).error?.code;
  } catch {
    return `answered ${status} without the error shape`;
  }
  const listed = errorsOf(name).find((answer) => answer.status === status)?.codes ?? [];
  return listed.some((listedCode) => listedCode === code) ? null : `answered ${status} ${String(code)}, which its contract entry does not list`;
}

/**
 * Holds the server under test to its contract: a reply of a contract route with a status, or an
 * error code at its status, that the route's entry does not list (the OpenAPI document lists the
 * same) is turned into a 500 whose message names the route and the answer, so the test that made
 * the call fails on it; and the test file fails when its server stops (`failures`), for a test
 * that did not look at the answer.
 */
export function checkContractStatuses(app: FastifyInstance): { failures(): string[] } {
  const unlisted = new Set<string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const name = request.routeOptions.config.routeName;
    const problem = name === undefined ? null : unlistedAnswer(name, reply.statusCode, payload);
    if (problem === null) return payload;
    const message = `${name ?? ''} (${request.method} ${request.routeOptions.url ?? ''}) ${problem}`;
    unlisted.add(message);
    void reply.code(500).header('content-type', 'application/json; charset=utf-8').removeHeader('location');
    return JSON.stringify({ error: { code: 'internal', message: `Test check: ${message}.` } });
  });
  return { failures: () => [...unlisted] };
}
