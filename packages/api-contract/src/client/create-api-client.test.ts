import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './create-api-client.ts';

interface Seen {
  method: string;
  url: string;
  csrf: string | undefined;
  cookie: string | undefined;
  body: string;
}

let server: Server;
let baseUrl: string;
const seen: Seen[] = [];

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const answers: Record<string, { status: number; body: string }> = {
  'GET /api/session': { status: 200, body: JSON.stringify({ account: null }) },
  'POST /api/auth/email/login': { status: 401, body: JSON.stringify({ error: { code: 'bad_credentials', message: 'Wrong e-mail or password.' } }) },
  'POST /api/auth/email/register': { status: 400, body: JSON.stringify({ error: { code: 'weak_password', message: 'Too common.', details: { field: 'body.password' } } }) },
  'DELETE /api/account/sessions/a%2Fb': { status: 200, body: JSON.stringify({ ok: true }) },
  'GET /api/config': { status: 200, body: 'not json' },
  'GET /api/ready': { status: 503, body: '' },
  'POST /api/auth/password/forgot': { status: 429, body: JSON.stringify({ error: { code: 'rate_limited', message: 'Wait.', details: { retryAfterSeconds: 42 } } }) },
  'POST /api/auth/logout': { status: 418, body: JSON.stringify({ error: { code: 'made_up_code', message: 'x' } }) },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', csrf: request.headers['x-site-request'] as string | undefined, cookie: request.headers.cookie, body });
      const answer = answers[`${request.method ?? ''} ${request.url ?? ''}`] ?? { status: 500, body: '' };
      response.statusCode = answer.status;
      response.setHeader('content-type', 'application/json');
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Never run: the type checks (typecheck and lint) fail if a call with the wrong input compiles. */
export async function callsTheContractRefuses(client: ReturnType<typeof createApiClient>): Promise<void> {
  // @ts-expect-error -- the e-mail is a string
  await client.call('emailLogin', { body: { email: 1, password: 'x' } });
  // @ts-expect-error -- the endpoint takes a body
  await client.call('emailLogin');
  // @ts-expect-error -- and this one none
  await client.call('getSession', { body: {} });
  // @ts-expect-error -- the path parameter is `id`
  await client.call('revokeSession', { params: { nope: 'a' } });
}

describe('createApiClient', () => {
  it('calls an endpoint by its contract name and returns the JSON', async () => {
    await expect(createApiClient({ baseUrl, fetch }).call('getSession')).resolves.toEqual({ account: null });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/session', csrf: undefined });
  });

  it('sends the body and the CSRF header on state-changing calls, and fills path parameters', async () => {
    const client = createApiClient({ baseUrl, fetch });
    await expect(client.call('revokeSession', { params: { id: 'a/b' } })).resolves.toEqual({ ok: true });
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/account/sessions/a%2Fb', csrf: '1' });
    await client.call('emailLogin', { body: { email: 'a@example.org', password: 'secret' } }).catch(() => undefined);
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ email: 'a@example.org', password: 'secret' });
  });

  it("turns the server's error into an ApiError with its code, field and retry time", async () => {
    const client = createApiClient({ baseUrl, fetch });
    await expect(client.call('emailLogin', { body: { email: 'a@example.org', password: 'x' } })).rejects.toMatchObject({ name: 'ApiError', status: 401, code: 'bad_credentials' });
    await expect(client.call('emailRegister', { body: { email: 'a@example.org', password: 'x' } })).rejects.toMatchObject({ code: 'weak_password', field: 'body.password' });
    await expect(client.call('passwordForgot', { body: { email: 'a@example.org' } })).rejects.toMatchObject({ code: 'rate_limited', retryAfterSeconds: 42 });
  });

  it('never trusts an unknown code, an unreadable answer or an unreachable server', async () => {
    const client = createApiClient({ baseUrl, fetch });
    await expect(client.call('logout')).rejects.toMatchObject({ code: 'http_error', status: 418 });
    await expect(client.call('publicConfig')).rejects.toMatchObject({ code: 'bad_response', status: 200 });
    await expect(client.call('ready')).rejects.toMatchObject({ code: 'http_error', status: 503 });
    const error = await createApiClient({ baseUrl: 'http://127.0.0.1:9', fetch })
      .call('getSession')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network' });
  });
});
