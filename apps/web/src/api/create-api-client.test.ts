import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './create-api-client.ts';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
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

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, body });
      response.setHeader('content-type', 'application/json');
      if (request.url === '/v1/coins/balances') {
        response.end(JSON.stringify({ goldCoin: '1.5', gameCoin: '20', invitePoints: '3' }));
      } else if (request.url === '/v1/auth/email/login') {
        response.statusCode = 401;
        response.end(JSON.stringify({ error: { code: 'bad_credentials', message: 'Wrong e-mail or password.' } }));
      } else if (request.url === '/v1/stamina') {
        response.end('not json');
      } else {
        response.statusCode = 500;
        response.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('createApiClient', () => {
  it('calls an authenticated endpoint with the token and returns the JSON', async () => {
    const client = createApiClient({ baseUrl, getToken: () => 'token-1' });
    await expect(client.call('balances')).resolves.toEqual({ goldCoin: '1.5', gameCoin: '20', invitePoints: '3' });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/v1/coins/balances', authorization: 'Bearer token-1' });
  });

  it('sends the request body and turns server errors into ApiError', async () => {
    const client = createApiClient({ baseUrl });
    const failure = client.call('emailLogin', { email: 'a@example.org', password: 'secret' });
    await expect(failure).rejects.toMatchObject({ name: 'ApiError', status: 401, code: 'bad_credentials', message: 'Wrong e-mail or password.' });
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ email: 'a@example.org', password: 'secret' });
    expect(seen.at(-1)!.authorization).toBeUndefined();
  });

  it('refuses authenticated calls without a session, before any request', async () => {
    const before = seen.length;
    await expect(createApiClient({ baseUrl }).call('balances')).rejects.toMatchObject({ status: 401, code: 'not_signed_in' });
    expect(seen.length).toBe(before);
  });

  it('reports unreadable answers, HTTP errors without a body and unreachable servers', async () => {
    const client = createApiClient({ baseUrl, getToken: () => 't' });
    await expect(client.call('stamina')).rejects.toMatchObject({ code: 'bad_response', status: 200 });
    await expect(client.call('myGames')).rejects.toMatchObject({ code: 'http_error', status: 500 });
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:9/', getToken: () => 't' });
    const error = await offline.call('balances').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network' });
  });
});
