import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

const builtServer = join(import.meta.dirname, '..', 'dist', 'main.js');

/**
 * The production build (`node dist/main.js`) in its own process on 127.0.0.1, so the load
 * generator does not share its event loop. Resolves once /api/ready answers 200.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [builtServer], { env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code) => {
      reject(new Error(`The server exited (code ${code}) before it was ready.`));
    });
  });
  await Promise.race([waitUntilReady(url), exited]);
  exited.catch(() => undefined);
  return { url, stop: () => stop(child) };
}

/** Asks /api/ready until the server says so: the state, checked again after each refusal. */
async function waitUntilReady(url: string): Promise<void> {
  for (;;) {
    const ready = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => {
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}
