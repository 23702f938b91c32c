import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config.ts';
import { configProblems } from '../test-support/config-problems.ts';
import { signedInPlayer } from '../test-support/economy-test-helpers.ts';
import { startTestServer } from '../test-support/test-server.ts';

const siteOrigin = 'http://127.0.0.1:5173';
const gamesOrigin = 'http://127.0.0.1:5174';
const server = await startTestServer({ PUBLIC_ORIGIN: siteOrigin, PLAY_ORIGIN: gamesOrigin });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to the server as a browser sends it to `origin` (its Host), through a proxy that passes the Host on. */
function send(origin: string, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: hostname, port, path, method: options.method ?? 'GET', headers: { ...options.headers, host: new URL(origin).host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe("the games' own origin (PLAY_ORIGIN)", () => {
  it("serves the games' files and the SDK there, each game limited to its own folder", async () => {
    const page = await send(gamesOrigin, '/play/levels/1/');
    expect(page.status).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain(`connect-src ${gamesOrigin}/play/levels/1/;`);
    expect((await send(gamesOrigin, '/play/sdk/v1/game-sdk.js')).status).toBe(200);
  });

  it('refuses every /api path there, with or without a session, before any route runs', async () => {
    const player = await signedInPlayer(server);
    const cookie = [...player.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const session = await send(siteOrigin, '/api/session', { headers: { cookie } });
    expect(JSON.parse(session.body)).toMatchObject({ account: { id: player.accountId } });
    for (const path of ['/api/session', '/api/me', '/api/health', '/api/config', '/api/openapi.json', '/', '/index.html', '/api/games/levels/save']) {
      for (const headers of [{}, { cookie }] as Record<string, string>[]) {
        const answer = await send(gamesOrigin, path, { headers });
        expect(answer.status, path).toBe(404);
        expect(JSON.parse(answer.body), path).toMatchObject({ error: { code: 'not_found' } });
        expect(answer.headers['set-cookie'], path).toBeUndefined();
      }
    }
    const post = await send(gamesOrigin, '/api/games/levels/save', { method: 'POST', headers: { cookie, 'x-site-request': '1' } });
    expect(post.status).toBe(404);
  });

  it("sends /play on the site's host on to the games' origin", async () => {
    const answer = await send(siteOrigin, '/play/levels/1/index.html?level=3');
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe(`${gamesOrigin}/play/levels/1/index.html?level=3`);
    expect((await send(siteOrigin, '/play/sdk/v1/game-sdk.js')).headers.location).toBe(`${gamesOrigin}/play/sdk/v1/game-sdk.js`);
  });

  it('answers the games with their URLs there', async () => {
    const { game } = await server.client().api.call('getGame', { params: { game: 'levels' } });
    expect(game.playUrl).toBe(`${gamesOrigin}/play/levels/1/`);
  });
});

describe('PLAY_ORIGIN', () => {
  it("has npm start's default, and must be an origin that is not the site's", () => {
    expect(loadConfig({}).play.origin).toBe('http://127.0.0.1:8788');
    expect(loadConfig({ PLAY_ORIGIN: 'https://play.example.com/' }).play.origin).toBe('https://play.example.com');
    for (const value of ['https://play.example.com/games', 'ftp://play.example.com', 'play.example.com']) {
      expect(configProblems({ PLAY_ORIGIN: value }), value).toEqual([expect.stringMatching(/^PLAY_ORIGIN: must be an origin: http:\/\/ or https:\/\/, a host and an optional port/)]);
    }
    expect(configProblems({ PUBLIC_ORIGIN: 'https://example.com', PLAY_ORIGIN: 'https://example.com' })).toEqual([expect.stringMatching(/^PLAY_ORIGIN: must be an origin of its own/)]);
    expect(configProblems({ EXTRA_ORIGINS: 'http://127.0.0.1:8788' })).toEqual([expect.stringMatching(/^PLAY_ORIGIN: must be an origin of its own/)]);
  });
});
