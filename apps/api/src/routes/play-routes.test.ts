import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../context.ts';
import { installErrorHandler } from '../http/error-handler.ts';
import { installSecurityHeaders } from '../http/security-headers.ts';
import { LocalFileStorage } from '../storage/local-file-storage.ts';
import { gameFileKey, storageKey } from '../storage/storage-key.ts';
import { buildTestPng } from '../test-support/test-images.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import type { CanServeGameVersion } from '../play/play-access.ts';
import { registerPlayRoutes } from './play-routes.ts';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET (or HEAD) with the path sent exactly as written: no client normalises `..` or `\` away. */
function rawRequest(baseUrl: string, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: hostname, port, path, method: options.method ?? 'GET', headers: options.headers ?? {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
      });
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

const indexHtml = '<!doctype html><title>Game</title><script src="js/game.js"></script>';
const png = buildTestPng(64, 64);
/** A script well over the 1 kB below which nothing is compressed. */
const levelsJs = Array.from({ length: 200 }, (_, level) => `export const level${level} = { par: ${(level % 7) + 3}, moves: '${'udlr'.repeat((level % 9) + 1)}' };`).join('\n');
/** Bytes that would compress to nothing, under an image's name: the type decides, not the bytes. */
const blankPng = Buffer.alloc(4096);

const decoded = (response: RawResponse): Buffer => {
  const coding = response.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(response.body);
  if (coding === 'gzip') return gunzipSync(response.body);
  return response.body;
};

async function addGame(server: TestServer, game: string, versions: { version: number; state: 'published' | 'submitted' | 'rejected' }[]): Promise<void> {
  await server.ctx.db.query(`INSERT INTO games (id, title, description, category, created_at) VALUES ($1, 'A game', '', 'puzzle', now())`, [game]);
  for (const { version, state } of versions) {
    await server.ctx.db.query(
      `INSERT INTO game_versions (game_id, version, state, rejection_reason, files_key, reward_table, created_at, reviewed_at)
       VALUES ($1, $2, $3, $4, $5, '{}'::jsonb, now(), $6)`,
      [game, version, state, state === 'rejected' ? 'Not fun.' : null, `games/${game}/${version}/`, state === 'submitted' ? null : new Date()],
    );
  }
}

describe('GET /play/:game/:version/* (published versions, the default rule)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ EXTRA_ORIGINS: 'http://localhost:5173' });
    await addGame(server, 'space-run', [
      { version: 1, state: 'published' },
      { version: 2, state: 'submitted' },
      { version: 3, state: 'rejected' },
    ]);
    const { storage } = server.ctx;
    await storage.put(gameFileKey('space-run', 1, 'index.html'), Buffer.from(indexHtml));
    await storage.put(gameFileKey('space-run', 1, 'js/game.js'), Buffer.from('parent.postMessage("ready", "*")'));
    await storage.put(gameFileKey('space-run', 1, 'img/ship 1.png'), png);
    await storage.put(gameFileKey('space-run', 1, 'levels/index.html'), Buffer.from('<p>levels</p>'));
    for (const version of [2, 3]) await storage.put(gameFileKey('space-run', version, 'index.html'), Buffer.from(`secret version ${version}`));
    await storage.put(storageKey('secret.txt'), Buffer.from('outside every game'));
    await storage.put(storageKey('games', 'space-run', 'notes.txt'), Buffer.from('outside every version'));
  });

  it('serves index.html for the folder, under a sandboxing CSP that only the site may frame', async () => {
    const response = await rawRequest(server.url, '/play/space-run/1/');
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(indexHtml);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(indexHtml.length));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeUndefined();
    const csp = String(response.headers['content-security-policy']).split('; ');
    expect(csp).toContain('sandbox allow-scripts allow-pointer-lock');
    // Not 'self': the game's own folder on the games' origin, so no fetch of it reaches /api or another game.
    const folder = `${server.ctx.config.play.origin}/play/space-run/1/`;
    expect(csp).toContain(`default-src ${folder}`);
    expect(csp).toContain(`connect-src ${folder}`);
    expect(csp).toContain(`script-src ${folder} ${server.ctx.config.play.origin}/play/sdk/ 'unsafe-inline' 'wasm-unsafe-eval'`);
    expect(csp.join('; ')).not.toContain("'self'");
    expect(csp).toContain("frame-ancestors http://127.0.0.1:5173 http://localhost:5173 https://web.telegram.org");
    expect(csp.find((directive) => directive.startsWith('sandbox'))).not.toMatch(/allow-same-origin|allow-top-navigation|allow-popups|allow-forms/);
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('serves index.html by name and in sub-folders too', async () => {
    expect((await rawRequest(server.url, '/play/space-run/1/index.html')).body.toString()).toBe(indexHtml);
    expect((await rawRequest(server.url, '/play/space-run/1/levels/')).body.toString()).toBe('<p>levels</p>');
  });

  it('serves scripts and images with their types, cached for good, loadable from the opaque origin', async () => {
    const script = await rawRequest(server.url, '/play/space-run/1/js/game.js?v=1');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.headers['access-control-allow-origin']).toBe('*');
    const image = await rawRequest(server.url, '/play/space-run/1/img/ship%201.png');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.body.equals(png)).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await rawRequest(server.url, '/play/space-run/1/img/ship%201.png', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers['content-length']).toBe(String(png.length));
    expect(response.body.length).toBe(0);
  });

  it('sends the version URL without its slash to the folder, where relative links work', async () => {
    const response = await rawRequest(server.url, '/play/space-run/1');
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe('/play/space-run/1/');
  });

  it.each([
    ['an unknown game', '/play/no-such-game/1/'],
    ['a version that is only submitted', '/play/space-run/2/'],
    ['a rejected version', '/play/space-run/3/index.html'],
    ['a version that does not exist', '/play/space-run/4/'],
    ['a file that is not there', '/play/space-run/1/missing.js'],
    ['a file type that is not for the web', '/play/space-run/1/index.php'],
    ['a version that is not a number', '/play/space-run/1e0/'],
    ['a version zero', '/play/space-run/0/'],
  ])('answers 404 for %s', async (_name, path) => {
    const response = await rawRequest(server.url, path);
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body.toString())).toMatchObject({ error: { code: 'not_found' } });
    expect(response.body.toString()).not.toMatch(/secret|outside/);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it.each([
    '/play/space-run/1/../2/index.html',
    '/play/space-run/1/../../../secret.txt',
    '/play/space-run/1/../notes.txt',
    '/play/space-run/1/%2e%2e/2/index.html',
    '/play/space-run/1/%2E%2E/%2E%2E/%2E%2E/secret.txt',
    '/play/space-run/1/%2e%2e%2f2%2findex.html',
    '/play/space-run/1/..%2f..%2f..%2fsecret.txt',
    '/play/space-run/1/..%5c2%5cindex.html',
    '/play/space-run/1/..\\2\\index.html',
    '/play/space-run/1/js\\..\\..\\2\\index.html',
    '/play/space-run/1/%252e%252e/2/index.html',
    '/play/space-run/1/./index.html',
    '/play/space-run/1//index.html',
    '/play/space-run/1/%2fetc%2fpasswd.txt',
    '/play/space-run/%2e%2e/secret.txt',
    '/play/..%2fspace-run/1/index.html',
    '/play/space-run/2%2f..%2f1/index.html',
    '/play/%2e%2e/%2e%2e/secret.txt',
  ])('answers 404 to the traversal %s', async (path) => {
    const response = await rawRequest(server.url, path);
    expect(response.status).toBe(404);
    expect(response.body.toString()).not.toMatch(/secret version|outside every/);
  });

  it('refuses a NUL in a file path where requests are decoded (400 text_unstorable), serving nothing', async () => {
    const response = await rawRequest(server.url, '/play/space-run/1/index.html%00.png');
    expect(response.status).toBe(400);
    expect(response.body.toString()).toContain('text_unstorable');
    expect(response.body.toString()).not.toMatch(/secret version|outside every/);
  });
  describe('compressed when the browser accepts it', () => {
    beforeAll(async () => {
      await server.ctx.storage.put(gameFileKey('space-run', 1, 'js/levels.js'), Buffer.from(levelsJs));
      await server.ctx.storage.put(gameFileKey('space-run', 1, 'img/blank.png'), blankPng);
    });

    const expectGameFileHeaders = (response: RawResponse): void => {
      expect(String(response.headers['content-security-policy'])).toContain('sandbox allow-scripts');
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toBe('accept-encoding');
    };

    it.each(['br', 'gzip'])('sends a script as %s, which decodes to exactly the stored bytes, with every header of a game file', async (coding) => {
      const response = await rawRequest(server.url, '/play/space-run/1/js/levels.js', { headers: { 'accept-encoding': coding } });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      // The file's first answer streams: no Content-Length, least of all the stored file's.
      expect(response.headers['content-length']).toBeUndefined();
      expect(response.body.length).toBeLessThan(levelsJs.length / 3);
      expect(decoded(response).toString()).toBe(levelsJs);
      expectGameFileHeaders(response);
    });

    it("then sends br from a copy made once at brotli's best: smaller, with its length, the same ETag and headers", async () => {
      const path = '/play/space-run/1/js/levels.js';
      // The copy is made in the background after the file's first br answer (the test above): the
      // answers carry a length once it is there.
      let answer: RawResponse = { status: 0, headers: {}, body: Buffer.alloc(0) };
      const lengthOfAnswer = async (): Promise<string | undefined> => {
        answer = await rawRequest(server.url, path, { headers: { 'accept-encoding': 'br' } });
        return answer.headers['content-length'];
      };
      await expect.poll(lengthOfAnswer, { timeout: 15_000 }).toBeDefined();
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-length']).toBe(String(answer.body.length));
      expect(decoded(answer).toString()).toBe(levelsJs);
      expect(answer.body.length).toBeLessThan(brotliCompressSync(Buffer.from(levelsJs), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length);
      const identity = await rawRequest(server.url, path, { headers: { 'accept-encoding': 'identity' } });
      expect(answer.headers.etag).toBe(`W/${String(identity.headers.etag).slice(0, -1)}-br"`);
      expectGameFileHeaders(answer);
    });

    it.each([
      ['what browsers send', 'gzip, deflate, br, zstd', 'br'],
      ['gzip weighed above br', 'br;q=0.5, gzip', 'gzip'],
      ['any coding', '*', 'br'],
      ['any coding but br', 'br;q=0, *;q=0.1', 'gzip'],
      ['upper case', 'GZIP', 'gzip'],
    ])('picks the coding from the weights of Accept-Encoding (%s)', async (_name, acceptEncoding, coding) => {
      const response = await rawRequest(server.url, '/play/space-run/1/js/levels.js', { headers: { 'accept-encoding': acceptEncoding } });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(coding);
      expect(decoded(response).toString()).toBe(levelsJs);
    });

    it.each([
      ['no Accept-Encoding', undefined],
      ['identity', 'identity'],
      ['both refused', 'br;q=0, gzip;q=0'],
      ['only a coding it does not make', 'deflate, zstd'],
      ['garbage', ';;,, q=;, \u00e9t\u00e9;q=2, br;q=abc, gzip;q=1.5'],
    ])('sends the stored bytes as they are, with their length, for %s', async (_name, acceptEncoding) => {
      const headers: Record<string, string> = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      const response = await rawRequest(server.url, '/play/space-run/1/js/levels.js', { headers });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-length']).toBe(String(levelsJs.length));
      expect(response.body.toString()).toBe(levelsJs);
      // The answer still depends on Accept-Encoding: a cache must not hand it to a browser that takes br.
      expectGameFileHeaders(response);
    });

    it.each([
      ['an image', '/play/space-run/1/img/blank.png', blankPng],
      ['a file under 1 kB', '/play/space-run/1/js/game.js', Buffer.from('parent.postMessage("ready", "*")')],
    ])('never compresses %s, and does not vary', async (_name, path, bytes) => {
      const response = await rawRequest(server.url, path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBeUndefined();
      expect(response.headers['content-length']).toBe(String(bytes.length));
      expect(response.body.equals(bytes)).toBe(true);
    });

    it('gives each coding its own ETag, and a 304 for the one the browser holds', async () => {
      const path = '/play/space-run/1/js/levels.js';
      const tags = new Map<string, string>();
      for (const coding of ['identity', 'br', 'gzip']) {
        tags.set(coding, String((await rawRequest(server.url, path, { headers: { 'accept-encoding': coding } })).headers.etag));
      }
      expect(new Set(tags.values()).size).toBe(3);
      expect(tags.get('identity')).toMatch(/^"[^"]+"$/);
      expect(tags.get('br')).toBe(`W/${String(tags.get('identity')).slice(0, -1)}-br"`);

      for (const [coding, etag] of tags) {
        const again = await rawRequest(server.url, path, { headers: { 'accept-encoding': coding, 'if-none-match': etag } });
        expect(again.status, coding).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers.etag).toBe(etag);
        expectGameFileHeaders(again);
      }
      // A tag of another coding is another representation: the browser gets the one it now asks for.
      const switched = await rawRequest(server.url, path, { headers: { 'accept-encoding': 'gzip', 'if-none-match': `${String(tags.get('br'))}, ${String(tags.get('identity'))}` } });
      expect(switched.status).toBe(200);
      expect(switched.headers.etag).toBe(tags.get('gzip'));
      expect(decoded(switched).toString()).toBe(levelsJs);
    });

    it('answers HEAD with the compressed answer\'s headers and no body', async () => {
      const response = await rawRequest(server.url, '/play/space-run/1/js/levels.js', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-length']).toBeUndefined();
      expect(response.body.length).toBe(0);
      expectGameFileHeaders(response);
    });
  });
});

describe('GET /play with the rule the games domain passes', () => {
  let folder = '';
  let baseUrl = '';
  const asked: { game: string; version: number; cookie: string | undefined }[] = [];

  beforeAll(async () => {
    const server = await startTestServer();
    folder = await mkdtemp(join(tmpdir(), 'play-routes-'));
    const storage = new LocalFileStorage(folder);
    await storage.put(gameFileKey('draft', 1, 'index.html'), Buffer.from('<p>under review</p>'));
    await storage.put(gameFileKey('draft', 1, 'main.js'), Buffer.from('1'));
    await storage.put(gameFileKey('draft', 1, 'levels.js'), Buffer.from(levelsJs));
    const canServe: CanServeGameVersion = async (game, version, request) => {
      asked.push({ game, version, cookie: request.headers.cookie });
      return request.headers.cookie === 'sid=moderator' ? 'review' : null;
    };
    const ctx: ServerContext = { ...server.ctx, storage };
    const app = Fastify();
    installErrorHandler(app);
    installSecurityHeaders(app, { https: false });
    registerPlayRoutes(app, ctx, { canServe });
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    return async () => {
      await app.close();
      await rm(folder, { recursive: true, force: true });
    };
  });

  it('serves a version under review to whom the rule allows, never cached, from a local folder', async () => {
    const response = await rawRequest(baseUrl, '/play/draft/1/', { headers: { cookie: 'sid=moderator' } });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('<p>under review</p>');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-security-policy']).toContain('sandbox allow-scripts');
    expect(asked.at(-1)).toEqual({ game: 'draft', version: 1, cookie: 'sid=moderator' });
  });

  it('compresses the files under a review token too, still never cached', async () => {
    const response = await rawRequest(baseUrl, '/play/draft/1/!review/a-token/levels.js', { headers: { cookie: 'sid=moderator', 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decoded(response).toString()).toBe(levelsJs);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-security-policy']).toContain('sandbox allow-scripts');
    expect(response.headers.vary).toBe('accept-encoding');
  });

  it('answers 404 to everyone else, and never asks the rule about an unsafe path', async () => {
    expect((await rawRequest(baseUrl, '/play/draft/1/main.js')).status).toBe(404);
    const before = asked.length;
    expect((await rawRequest(baseUrl, '/play/draft/1/%2e%2e/1/main.js', { headers: { cookie: 'sid=moderator' } })).status).toBe(404);
    expect(asked.length).toBe(before);
  });
});
