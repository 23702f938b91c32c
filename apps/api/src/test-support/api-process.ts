import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '@site/testing/server-process';
import { builtEntry } from './built-entry.ts';

const apiRoot = join(import.meta.dirname, '..', '..');

export interface ApiProcessOptions {
  /** Environment on top of this process's, HOST and PORT set by this module. */
  env: Record<string, string>;
  /** Address to listen on; default 127.0.0.1 (the rehearsal gives each machine its own loopback address). */
  host?: string;
  /** Port on `host`; default a free one. It stays the same across {@link ApiProcess.start}. */
  port?: number;
  /** Hang guard on becoming ready; default 180 s (a 2-core machine running a whole CI run beside took more than 90 s). */
  readyTimeoutMs?: number;
}

export interface ApiProcess {
  readonly url: string;
  readonly port: number;
  /** Whether the process is running. */
  readonly running: boolean;
  /** Its process id while it runs (the benches read its CPU time). */
  readonly pid: number | null;
  /** Starts it (again) on the same port; resolves once /api/ready answers 200. */
  start(): Promise<void>;
  /** Sends `signal` and waits until the process has exited. Harmless when it is not running. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Closes the channel to it, as this process's end does (even by a signal), and waits until it has exited. */
  disconnect(): Promise<void>;
  /** The last lines it printed, for diagnosing a failure. */
  output(): string;
  /** The first line it printed that `pattern` matches, once it has (asked again until then; 90 s guard). */
  waitForLine(pattern: RegExp): Promise<string>;
}

const outputLimit = 16_000;

/**
 * The API server (`src/main.ts`, configured by environment variables as in production) as a child
 * process on 127.0.0.1, so a test or bench can kill it like an operator or a crash would.
 * Killed when this process exits; started with an IPC channel, whose end it takes for a SIGTERM
 * (src/main.ts), so a test worker killed by a signal before it could stop it leaves no server.
 */
export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const host = options.host ?? '127.0.0.1';
  const url = `http://${host}:${port}`;
  const args = [builtEntry('main')];
  let child: ChildProcess | null = null;
  let output = '';
  const killOnExit = (): void => {
    child?.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  const api: ApiProcess = {
    url,
    port,
    get running() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    get pid() {
      return api.running ? (child?.pid ?? null) : null;
    },
    async start() {
      if (api.running) return;
      const started = spawn(process.execPath, args, {
        cwd: apiRoot,
        env: { ...process.env, LOG_LEVEL: 'error', ...options.env, HOST: host, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      child = started;
      // The channel is only there to end with this process: it must not keep this one alive.
      started.channel?.unref();
      const record = (chunk: Buffer): void => {
        output = (output + chunk.toString('utf8')).slice(-outputLimit);
      };
      started.stdout?.on('data', record);
      started.stderr?.on('data', record);
      const exited = new Promise<never>((_, reject) => {
        started.once('exit', (code, signal) => {
          reject(new Error(`The API process exited (${code ?? signal}) before it was ready:\n${output}`));
        });
      });
      exited.catch(() => undefined);
      await Promise.race([waitUntilReady(url, options.readyTimeoutMs ?? 180_000), exited]);
    },
    kill(signal) {
      const target = child;
      if (!target || !api.running) return Promise.resolve();
      return new Promise((resolve) => {
        target.once('exit', () => {
          resolve();
        });
        target.kill(signal);
      });
    },
    disconnect() {
      const target = child;
      if (!target || !api.running) return Promise.resolve();
      return new Promise((resolve) => {
        target.once('exit', () => {
          resolve();
        });
        target.disconnect();
      });
    },
    output: () => output,
    async waitForLine(pattern) {
      const deadline = Date.now() + 90_000;
      for (;;) {
        const line = output.split('\n').find((text) => pattern.test(text));
        if (line !== undefined) return line;
        if (Date.now() > deadline) throw new Error(`${url} printed no line matching ${pattern} within 90 s:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
  await api.start();
  return api;
}

/** Asks /api/ready until it answers 200: the state, asked again after each refusal. */
export async function waitUntilReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`${url}/api/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url}/api/ready did not answer 200 within ${timeoutMs} ms (last: ${status || 'no answer'}).`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
