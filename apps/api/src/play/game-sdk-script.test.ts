import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { gameSdkScriptPath } from './game-sdk-script.ts';

describe('GET /play/sdk/v1/game-sdk.js', () => {
  let server: TestServer;
  const built = readFileSync(createRequire(import.meta.url).resolve('@site/game-sdk/game-sdk.js'), 'utf8');

  beforeAll(async () => {
    server = await startTestServer();
  });

  it('serves the built classic SDK as JavaScript a sandboxed game may load, cached and revalidated', async () => {
    const response = await fetch(`${server.url}${gameSdkScriptPath}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(built);
    expect(built).toContain('SiteGame');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await fetch(`${server.url}${gameSdkScriptPath}`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('is the only file under /play/sdk: other paths there are 404', async () => {
    for (const path of ['/play/sdk/v1/other.js', '/play/sdk/v2/game-sdk.js', '/play/sdk/v1/']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
    }
  });
});
