import { routes, type RouteName } from '@site/api-contract/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrations } from './db/migrations/index.ts';
import { startTestServer, type TestServer } from './test-support/test-server.ts';
import { refusal } from './test-support/test-client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});

describe('the server', () => {
  it('answers health and readiness with the database kind and migrations', async () => {
    const client = server.client();
    expect(await client.api.call('health')).toEqual({ status: 'ok' });
    expect(await client.api.call('ready')).toMatchObject({ status: 'ready', migrations: migrations.length });
  });

  it('registers every endpoint of the contract', () => {
    for (const name of Object.keys(routes) as RouteName[]) {
      const route = routes[name];
      expect(server.app.hasRoute({ method: route.method, url: route.path }), `${name}: ${route.method} ${route.path}`).toBe(true);
    }
  });

  it('serves an OpenAPI 3.1 document generated from the contract', async () => {
    const { body } = await server.client().request<{ openapi: string; paths: Record<string, Record<string, { operationId: string }>> }>('GET', '/api/openapi.json');
    expect(body.openapi).toBe('3.1.0');
    const operationIds = Object.values(body.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(operationIds.sort()).toEqual(Object.keys(routes).sort());
    expect(body.paths['/api/account/identities/{id}']?.delete).toMatchObject({ parameters: [{ name: 'id', in: 'path', required: true }, { $ref: '#/components/parameters/SiteRequest' }] });
  });

  it('answers unknown paths, bad JSON, wrong media types and huge bodies with the one error shape', async () => {
    const client = server.client();
    expect(await client.request('GET', '/api/nothing-here')).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    expect(await client.request('PATCH', '/api/account', { body: '{"displayName":' })).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', details: { field: 'body' } } } });
    expect(await client.request('PATCH', '/api/account', { body: 'x', headers: { 'content-type': 'text/xml' } })).toMatchObject({ status: 415, body: { error: { code: 'unsupported_media_type' } } });
    const huge = JSON.stringify({ displayName: 'x'.repeat(100_000) });
    expect(await client.request('PATCH', '/api/account', { body: huge })).toMatchObject({ status: 413, body: { error: { code: 'body_too_large' } } });
  });

  it('names the field that is wrong, unknown fields included', async () => {
    const client = server.client();
    // Raw: bodies the contract's types do not allow.
    const unknown = await client.call('emailLogin', { body: { email: 'a@example.org', password: 'x', admin: true } });
    expect(unknown).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', details: { field: 'body.admin' } } } });
    const missing = await client.call('emailLogin', { body: { email: 'a@example.org' } });
    expect(missing).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', details: { field: 'body.password' } } } });
    const badParam = await refusal(client.api.call('revokeSession', { params: { id: 'not-a-uuid' } }));
    expect(badParam.status).toBe(400);
  });

  it('refuses state-changing requests without the CSRF header or from another origin', async () => {
    const client = server.client();
    expect(await client.call('logout', { csrf: false })).toMatchObject({ status: 403, body: { error: { code: 'csrf_failed' } } });
    expect(await client.call('logout', { origin: 'https://evil.example' })).toMatchObject({ status: 403, body: { error: { code: 'csrf_failed' } } });
    await client.api.call('logout');
  });

  it('refuses signed-in endpoints without a session', async () => {
    const client = server.client();
    await expect(client.api.call('listSessions')).rejects.toMatchObject({ status: 401, code: 'not_signed_in' });
    client.cookies.set('sid', 'forged-token');
    await expect(client.api.call('listSessions')).rejects.toMatchObject({ status: 401 });
    expect(await client.api.call('getSession')).toEqual({ account: null, secondFactorPending: false });
  });

  it('sends security headers and a request id on every answer, echoing a given one', async () => {
    const response = await server.client().request('GET', '/api/health', { headers: { 'x-request-id': 'trace-42' } });
    expect(response.headers.get('x-request-id')).toBe('trace-42');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const generated = await server.client().request('GET', '/api/nothing', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  // A hang guard on a second server started in the test (its own database and app): beside a
  // whole end-to-end run on two cores (load 18), its start on PGlite took more than 30 s.
  it('behind HTTPS adds HSTS, also to the answers the router gives before any route', { timeout: 120_000 }, async () => {
    const secure = await startTestServer({ PUBLIC_ORIGIN: 'https://games.example' });
    const client = secure.client();
    const ordinary = await client.request('GET', '/api/health');
    expect(ordinary.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const overLong = await client.request('GET', `/api/games/${'x'.repeat(300)}`);
    expect(overLong).toMatchObject({ status: 414, body: { error: { code: 'validation_failed', details: { field: 'params' } } } });
    expect(overLong.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(overLong.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    await secure.close();
  });

  it('serves Prometheus metrics to loopback callers', async () => {
    const response = await server.client().request<string>('GET', '/api/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.body).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
  });

  it('serves the public configuration the pages show', async () => {
    expect(await server.client().api.call('publicConfig')).toMatchObject({ chainId: 1116, passwordMinLength: 8, signIn: { email: true, wallet: true, google: false, apple: false } });
  });
});
