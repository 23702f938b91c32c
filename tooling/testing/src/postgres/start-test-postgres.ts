import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopOnExit } from '../anvil/stop-on-exit.ts';
import { resolvePostgresBinDir } from './resolve-postgres-bin-dir.ts';

export interface StartTestPostgresOptions {
  /** Folder with `initdb` and `postgres`; default {@link resolvePostgresBinDir}. */
  binDir?: string;
  /** Concurrent connections the cluster accepts; default 200 (parallel test files each hold a pool). */
  maxConnections?: number;
  /** More server settings, passed as `-c name=value`. */
  settings?: Readonly<Record<string, string | number>>;
  /** Limit on creating and starting the cluster (a hang guard, not a wait); default 60000 ms. */
  startTimeoutMs?: number;
}

export interface TestPostgres {
  /** Superuser URL on 127.0.0.1: `postgres://postgres:…@127.0.0.1:port/postgres`. */
  readonly url: string;
  readonly port: number;
  /** The throwaway folder: the cluster in `data/`, the unix socket beside it. Removed by `stop()`. */
  readonly dir: string;
  /** Process id of the running server (a new one after {@link TestPostgres.resume}). */
  readonly pid: number;
  /** Stops the server (fast shutdown) and removes its folder. Safe to call more than once. */
  stop(): Promise<void>;
  /**
   * Fast shutdown of the server only, as `pg_ctl stop -m fast`: sessions are ended, the cluster and
   * its port stay; connections are refused until {@link TestPostgres.resume}. For fault tests.
   */
  pause(): Promise<void>;
  /** Starts the paused server again on the same port and data; resolves once it accepts connections. */
  resume(): Promise<void>;
  /** The last lines the server logged, for diagnosing a failing test. */
  output(): string;
}

/**
 * Durability costs time and throwaway data needs none: no fsync, no waiting for the WAL, no
 * full-page images. The rest are PostgreSQL's defaults.
 */
const fastThrowawaySettings = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } as const;
const readyLine = 'database system is ready to accept connections';
const portTakenLine = /could not bind|Address already in use|could not create any TCP\/IP sockets/;
const outputLimit = 16_000;
const portAttempts = 5;

/**
 * Creates a PostgreSQL cluster in a fresh temporary folder and starts it on 127.0.0.1 (a free port,
 * password authentication for the superuser `postgres`), resolving once the server accepts
 * connections. The server is killed when this process exits, even if `stop()` is never called.
 * As root, which initdb and postgres refuse to be, both run as the `postgres` system user that
 * Debian's package creates, owning the folder.
 */
export async function startTestPostgres(options: StartTestPostgresOptions = {}): Promise<TestPostgres> {
  const binDir = options.binDir ?? resolvePostgresBinDir();
  const timeoutMs = options.startTimeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  const owner = process.getuid?.() === 0 ? postgresSystemUser() : undefined;
  const dir = mkdtempSync(join(tmpdir(), 'site-postgres-'));
  const removeDir = (): void => {
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', removeDir);
  const forgetDir = (): void => {
    process.off('exit', removeDir);
    removeDir();
  };

  try {
    if (owner) chownSync(dir, owner.uid, owner.gid);
    const password = randomBytes(18).toString('hex');
    await initCluster(binDir, dir, password, owner, deadline);
    for (let attempt = 1; ; attempt += 1) {
      const port = await findFreePort();
      const started = await startServer(binDir, dir, port, owner, deadline, options);
      if ('server' in started) {
        let current = started.server;
        let stopping: Promise<void> | undefined;
        return {
          url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
          port,
          dir,
          get pid() {
            return current.child.pid ?? -1;
          },
          stop: () => (stopping ??= current.stop().finally(forgetDir)),
          pause: () => current.stop(),
          async resume() {
            if (stopping) throw new Error('The cluster was stopped and removed: it cannot be resumed.');
            if (current.child.exitCode === null && current.child.signalCode === null) return;
            const again = await startServer(binDir, dir, port, owner, Date.now() + timeoutMs, options);
            if (!('server' in again)) throw new Error(again.reason);
            current = again.server;
          },
          output: () => current.output(),
        };
      }
      // Another process took the port between our probe and the server's bind: try another one.
      if (!started.portTaken || attempt >= portAttempts) throw new Error(started.reason);
    }
  } catch (error) {
    forgetDir();
    throw error;
  }
}

interface SystemUser {
  uid: number;
  gid: number;
}

function postgresSystemUser(): SystemUser {
  const entry = spawnSync('getent', ['passwd', 'postgres'], { encoding: 'utf8' }).stdout.trim();
  const [, , uid, gid] = entry.split(':');
  if (!uid || !gid) {
    throw new Error("PostgreSQL refuses to run as root and there is no 'postgres' user to run it as (Debian's postgresql package creates one).");
  }
  return { uid: Number(uid), gid: Number(gid) };
}

function spawnAs(command: string, args: readonly string[], dir: string, owner: SystemUser | undefined): ChildProcess {
  // cwd: a folder the user can enter (postgres complains about an unreadable one, e.g. /root).
  return spawn(command, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' }, ...(owner ?? {}) });
}

async function initCluster(binDir: string, dir: string, password: string, owner: SystemUser | undefined, deadline: number): Promise<void> {
  const passwordFile = join(dir, 'password');
  writeFileSync(passwordFile, password, { mode: 0o600 });
  if (owner) chownSync(passwordFile, owner.uid, owner.gid);
  const child = spawnAs(
    join(binDir, 'initdb'),
    ['--pgdata', join(dir, 'data'), '--username', 'postgres', '--pwfile', passwordFile, '--auth-local', 'trust', '--auth-host', 'scram-sha-256', '--encoding', 'UTF8', '--locale', 'C', '--no-sync'],
    dir,
    owner,
  );
  const output = collectOutput(child);
  const exit = await waitForExit(child, deadline, () => child.kill('SIGKILL'));
  rmSync(passwordFile, { force: true });
  if (exit !== 0) throw new Error(`initdb failed (${exit}):\n${output()}`);
}

type StartResult = { server: { child: ChildProcess; stop: () => Promise<void>; output: () => string } } | { portTaken: boolean; reason: string };

async function startServer(binDir: string, dir: string, port: number, owner: SystemUser | undefined, deadline: number, options: StartTestPostgresOptions): Promise<StartResult> {
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: dir,
    max_connections: options.maxConnections ?? 200,
    ...fastThrowawaySettings,
    ...options.settings,
  };
  const args = ['-D', join(dir, 'data'), '-p', String(port), ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
  const child = spawnAs(join(binDir, 'postgres'), args, dir, owner);
  const forget = stopOnExit(child);
  const output = collectOutput(child);
  const stop = (): Promise<void> => stopServer(child).finally(forget);

  const state = await new Promise<'ready' | 'exited' | 'timeout'>((resolve) => {
    const settle = (value: 'ready' | 'exited' | 'timeout'): void => {
      clearTimeout(timer);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      child.off('error', onExit);
      resolve(value);
    };
    const onData = (): void => {
      if (output().includes(readyLine)) settle('ready');
    };
    const onExit = (): void => {
      settle('exited');
    };
    const timer = setTimeout(() => {
      settle('timeout');
    }, Math.max(0, deadline - Date.now()));
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
    child.once('error', onExit);
  });

  if (state === 'ready') {
    // From here on the server must not keep the test process alive; the exit hook still stops it.
    child.unref();
    for (const stream of [child.stdout, child.stderr]) (stream as { unref?: () => void } | null)?.unref?.();
    return { server: { child, stop, output } };
  }
  await stop();
  const reason = state === 'timeout' ? 'PostgreSQL did not accept connections in time' : `PostgreSQL exited before accepting connections (code ${child.exitCode})`;
  return { portTaken: portTakenLine.test(output()), reason: `${reason}:\n${output()}` };
}

function collectOutput(child: ChildProcess): () => string {
  let output = '';
  const record = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-outputLimit);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  return () => output;
}

function waitForExit(child: ChildProcess, deadline: number, onTimeout: () => void): Promise<number | string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(onTimeout, Math.max(0, deadline - Date.now()));
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${child.spawnfile} could not be started: ${error.message}`, { cause: error }));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? signal ?? 'unknown');
    });
  });
}

/** Fast shutdown (SIGINT): sessions are ended and the server exits cleanly; SIGKILL if it hangs. */
function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    child.kill('SIGINT');
  });
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}
