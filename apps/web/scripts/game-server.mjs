// The game server (apps/api's production build) for the site's benchmarks: in its own process on
// 127.0.0.1 with an in-memory database, so that `/` is measured as visitors get it, with its
// /api answers rather than proxy errors.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const serverEntry = join(import.meta.dirname, '..', '..', 'api', 'dist', 'main.js');

/** A free port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once /api/ready answers 200: the state, asked again after each refusal. */
async function waitUntilReady(url, exited) {
  for (;;) {
    const ready = await Promise.race([fetch(`${url}/api/ready`).then((response) => response.ok, () => false), exited]);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the server; `stop()` ends it. */
export async function startGameServer() {
  if (!existsSync(serverEntry)) throw new Error(`The game server is not built (${serverEntry}): run \`pnpm --filter @site/api build\`.`);
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: 'memory://', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`The game server exited (code ${code}) before it was ready.`))));
  exited.catch(() => undefined);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url, exited);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
