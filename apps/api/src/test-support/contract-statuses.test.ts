import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkContractStatuses } from './contract-statuses.ts';

// Raw `inject` on purpose: a bare Fastify whose stand-in handlers answer what the query asks for,
// statuses and codes the contract does not list, which no contract call would send.
describe('checkContractStatuses', () => {
  it('names a reply whose status the route’s contract entry does not list, and passes listed ones', async () => {
    const app = Fastify();
    const check = checkContractStatuses(app);
    // `health` lists 200, 500 and 503 only.
    app.get<{ Querystring: { teapot?: string } }>('/api/health', { config: { routeName: 'health' } }, async (request, reply) =>
      reply.code(request.query.teapot === undefined ? 200 : 418).send({ status: 'ok' }),
    );
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(check.failures()).toEqual([]);
    const unlisted = await app.inject({ method: 'GET', url: '/api/health?teapot' });
    expect({ status: unlisted.statusCode, body: unlisted.json<unknown>() }).toEqual({
      status: 500,
      body: { error: { code: 'internal', message: 'Test check: health (GET /api/health) answered 418, which its contract entry does not list.' } },
    });
    expect(check.failures()).toEqual(['health (GET /api/health) answered 418, which its contract entry does not list']);
    await app.close();
  });

  it('names an error answer whose code the route’s contract entry does not list at that status', async () => {
    const app = Fastify();
    const check = checkContractStatuses(app);
    // `getGame` lists 404 `not_found` and 503 `service_unavailable`, not 404 `deposit_unknown`.
    app.get<{ Querystring: { code: string; status: string } }>('/api/games/:id', { config: { routeName: 'getGame' } }, async (request, reply) =>
      reply.code(Number(request.query.status)).send({ error: { code: request.query.code, message: 'Refused.' } }),
    );
    for (const [status, code] of [[404, 'not_found'], [503, 'service_unavailable']] as const) {
      expect((await app.inject({ method: 'GET', url: `/api/games/x?status=${status}&code=${code}` })).statusCode).toBe(status);
    }
    expect(check.failures()).toEqual([]);
    const unlisted = await app.inject({ method: 'GET', url: '/api/games/x?status=404&code=deposit_unknown' });
    expect({ status: unlisted.statusCode, body: unlisted.json<unknown>() }).toEqual({
      status: 500,
      body: { error: { code: 'internal', message: 'Test check: getGame (GET /api/games/:id) answered 404 deposit_unknown, which its contract entry does not list.' } },
    });
    expect(check.failures()).toEqual(['getGame (GET /api/games/:id) answered 404 deposit_unknown, which its contract entry does not list']);
    await app.close();
  });
});
