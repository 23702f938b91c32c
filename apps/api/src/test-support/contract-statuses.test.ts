import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkContractStatuses } from './contract-statuses.ts';

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
});
