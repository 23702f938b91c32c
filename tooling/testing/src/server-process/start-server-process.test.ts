import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from './start-server-process.ts';

const folders: string[] = [];
const servers: ServerProcess[] = [];

/** Writes a server script to a fresh folder and returns its path. */
function script(source: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'server-process-'));
  folders.push(folder);
  const file = join(folder, 'server.mjs');
  writeFileSync(file, source);
  return file;
}

// Refuses /ready twice (503), then answers 200; says which environment it got.
const slowToStart = `
import { createServer } from 'node:http';
let asked = 0;
createServer((request, response) => {
  if (request.url === '/ready') {
    asked += 1;
    response.writeHead(asked > 2 ? 200 : 503).end(String(asked));
  } else response.end(JSON.stringify({ host: process.env.HOST, greeting: process.env.GREETING, asked }));
}).listen(Number(process.env.PORT), process.env.HOST, () => console.log('listening'));
process.on('SIGTERM', () => { console.log('stopping'); process.exit(0); });
`;

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('startServerProcess', () => {
  it('resolves once the ready path answers 200, on 127.0.0.1 with the environment given', async () => {
    const logFile = join(tmpdir(), `server-process-${process.pid}.log`);
    const server = await startServerProcess({ entry: script(slowToStart), env: { GREETING: 'hello' }, readyPath: '/ready', logFile });
    servers.push(server);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(await (await fetch(`${server.url}/`)).json()).toEqual({ host: '127.0.0.1', greeting: 'hello', asked: 3 });
    await server.close();
    expect(readFileSync(logFile, 'utf8')).toBe('listening\nstopping\n');
    rmSync(logFile);
  });

  it('rejects with the last lines the server printed when it exits before it is ready', async () => {
    const entry = script(`console.log('reading the configuration'); console.error('DATA_DIR is not set'); process.exit(3);`);
    await expect(startServerProcess({ entry })).rejects.toThrow(/exited \(code 3\) before it was ready\. Its last lines:\n(reading the configuration\nDATA_DIR is not set|DATA_DIR is not set\nreading the configuration)$/);
  });

  it('refuses a port another server holds, whose ready path would answer for it', async () => {
    const port = await freePort();
    const stranger = createServer((_request, response) => response.end('ready'));
    await new Promise<void>((resolve) => stranger.listen(port, '127.0.0.1', resolve));
    try {
      await expect(startServerProcess({ entry: script(slowToStart), port, readyPath: '/ready' })).rejects.toThrow(`127.0.0.1:${String(port)} is taken already`);
    } finally {
      await new Promise((resolve) => stranger.close(resolve));
    }
  });

  it('says how to build a server that is not there', async () => {
    await expect(startServerProcess({ entry: '/nowhere/main.js', missingEntryHint: 'run `pnpm build`.' })).rejects.toThrow('The server is not built (/nowhere/main.js): run `pnpm build`.');
  });
});
