import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { installErrorHandler } from '../http/error-handler.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { gameSdkScriptPath, gameSdkV2ScriptPath, registerGameSdkScript } from './game-sdk-script.ts';

describe('GET /play/sdk/v1/game-sdk.js and v2', () => {
  let server: TestServer;
  const built = readFileSync(createRequire(import.meta.url).resolve('@site/game-sdk/game-sdk.js'), 'utf8');

  beforeAll(async () => {
    server = await startTestServer();
  });

  it('serves the built classic SDK as JavaScript a sandboxed game may load, cached and revalidated', async () => {
    const identity = { 'accept-encoding': 'identity' };
    const response = await fetch(`${server.url}${gameSdkScriptPath}`, { headers: identity });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(built);
    expect(built).toContain('SiteGame');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(built)));

    const again = await fetch(`${server.url}${gameSdkScriptPath}`, { headers: { ...identity, 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it.each(['br', 'gzip'])('sends it as %s to a browser that accepts it, under an ETag of its own', async (coding) => {
    const response = await fetch(`${server.url}${gameSdkScriptPath}`, { headers: { 'accept-encoding': coding } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(coding);
    expect(response.headers.get('vary')).toBe('accept-encoding');
    expect(Number(response.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(built) / 2);
    // fetch decodes it.
    expect(await response.text()).toBe(built);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(new RegExp(`^W/"[\\w-]+-${coding}"$`));

    const again = await fetch(`${server.url}${gameSdkScriptPath}`, { headers: { 'accept-encoding': coding, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('vary')).toBe('accept-encoding');
    expect((await fetch(`${server.url}${gameSdkScriptPath}`, { headers: { 'accept-encoding': 'identity', 'if-none-match': etag } })).status).toBe(200);
  });

  it('serves protocol version 2 beside it, at its own path', async () => {
    const v2 = readFileSync(createRequire(import.meta.url).resolve('@site/game-sdk/game-sdk.v2.js'), 'utf8');
    const response = await fetch(`${server.url}${gameSdkV2ScriptPath}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(v2);
    expect(v2).not.toBe(built);
    expect(response.headers.get('etag')).not.toBe((await fetch(`${server.url}${gameSdkScriptPath}`)).headers.get('etag'));
  });

  it('has only those two files under /play/sdk: other paths there are 404', async () => {
    for (const path of ['/play/sdk/v1/other.js', '/play/sdk/v3/game-sdk.js', '/play/sdk/v1/', '/play/sdk/v2/']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
    }
  });

  it('answers 503, and starts anyway, while the SDK is not built', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    registerGameSdkScript(app, () => {
      throw Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' });
    });
    const response = await app.inject({ method: 'GET', url: gameSdkScriptPath });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: { code: 'service_unavailable' } });
    expect(response.headers['cache-control']).toBeUndefined();
    await app.close();
  });
});
