import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startGameFileServer, testGameCsp } from './start-game-file-server.ts';

const folder = mkdtempSync(join(tmpdir(), 'game-files-'));
writeFileSync(join(folder, 'index.html'), '<!doctype html><title>game</title>');
const server = await startGameFileServer({ folders: { '/game/': folder }, files: { '*/game-sdk.js': 'window.sdk = 1;' } });
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('startGameFileServer', () => {
  it('serves a folder on 127.0.0.1 with the strict, sandboxing CSP', async () => {
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.origin}/game/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(testGameCsp);
    expect(await response.text()).toContain('<title>game</title>');
  });

  it('serves in-memory files by suffix', async () => {
    const response = await fetch(`${server.origin}/game/nested/game-sdk.js`);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('window.sdk = 1;');
  });

  it('answers 404 outside its folders, for missing files and for escaping paths', async () => {
    for (const path of ['/other/index.html', '/game/missing.js', '/game/%2e%2e/%2e%2e/etc/passwd']) {
      expect((await fetch(`${server.origin}${path}`)).status, path).toBe(404);
    }
  });
});
