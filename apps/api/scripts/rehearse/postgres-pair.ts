import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { resolvePostgresBinDir } from '@site/testing/postgres';
import { childrenOf, postgresUser, runToEnd, startProcess, type RunAs, type Started } from './child-processes.ts';

export interface PostgresNode {
  readonly port: number;
  readonly pid: number;
  /** Fast shutdown; the data stays for {@link PostgresNode.start}. */
  stop(): Promise<void>;
  /** Starts it again on its port and data; resolves once it accepts connections. */
  start(): Promise<void>;
}

export interface PostgresPair {
  /** The `site` database on the primary, as the superuser. */
  primaryUrl: string;
  /** The same database on the replica. */
  replicaUrl: string;
  primary: PostgresNode & {
    /** SIGSTOP to the server and every backend (a machine that stops answering), and SIGCONT. */
    pause(): void;
    resume(): void;
  };
  replica: PostgresNode;
  /** How far the replica is behind: bytes of WAL not replayed and seconds (null when it is not connected). */
  lag(): Promise<{ bytes: number; seconds: number } | null>;
  close(): Promise<void>;
}

/**
 * Settings of a throwaway pair: nothing synced to disk (the data goes away), WAL for a streaming
 * replica, room for three machines × two workers × ten connections, the job worker, pgbench and
 * the rehearsal's own. Full-page writes stay on: a base backup needs them.
 */
const settings = { fsync: 'off', synchronous_commit: 'off', wal_level: 'replica', max_wal_senders: 4, hot_standby: 'on', max_connections: 200, listen_addresses: '127.0.0.1' };

/** A PostgreSQL primary from Debian's binaries and a streaming replica of it (pg_basebackup -R), each in its own folder under `root`. */
export async function startPostgresPair(root: string, ports: { primary: number; replica: number }): Promise<PostgresPair> {
  const binDir = resolvePostgresBinDir();
  const runAs = postgresUser();
  const password = randomBytes(18).toString('hex');
  const folder = (name: string): string => {
    const dir = join(root, name);
    mkdirSync(dir, { recursive: true });
    if (runAs) chownSync(dir, runAs.uid, runAs.gid);
    return dir;
  };
  const primaryDir = folder('primary');
  const passwordFile = join(primaryDir, 'password');
  writeFileSync(passwordFile, password, { mode: 0o600 });
  if (runAs) chownSync(passwordFile, runAs.uid, runAs.gid);
  await runToEnd(join(binDir, 'initdb'), ['--pgdata', join(primaryDir, 'data'), '--username', 'postgres', '--pwfile', passwordFile, '--auth-local', 'trust', '--auth-host', 'scram-sha-256', '--encoding', 'UTF8', '--locale', 'C', '--no-sync'], { cwd: primaryDir, runAs });
  const primary = await serverNode(binDir, primaryDir, ports.primary, runAs, /database system is ready to accept connections/);
  const superuser = (port: number, database: string): string => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  const admin = new pg.Client({ connectionString: superuser(ports.primary, 'postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE site');
  await admin.end();

  const replicaDir = folder('replica');
  await runToEnd(join(binDir, 'pg_basebackup'), ['--host', '127.0.0.1', '--port', String(ports.primary), '--username', 'postgres', '--pgdata', join(replicaDir, 'data'), '--write-recovery-conf', '--wal-method', 'stream', '--checkpoint', 'fast', '--no-sync'], {
    cwd: replicaDir,
    runAs,
    env: { ...process.env, PGPASSWORD: password },
  });
  chmodSync(join(replicaDir, 'data'), 0o700);
  const replica = await serverNode(binDir, replicaDir, ports.replica, runAs, /database system is ready to accept read-only connections/);
  const primaryUrl = superuser(ports.primary, 'site');
  const lagReader = new pg.Pool({ connectionString: primaryUrl, max: 1 });
  lagReader.on('error', () => undefined);
  return {
    primaryUrl,
    replicaUrl: superuser(ports.replica, 'site'),
    primary: {
      ...primary,
      get pid() {
        return primary.pid;
      },
      pause() {
        signalTree(primary.pid, 'SIGSTOP');
      },
      resume() {
        signalTree(primary.pid, 'SIGCONT');
      },
    },
    replica,
    async lag() {
      const { rows } = await lagReader.query<{ bytes: string | null; seconds: number | null }>(
        'SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::text AS bytes, extract(epoch FROM replay_lag)::float8 AS seconds FROM pg_stat_replication LIMIT 1',
      );
      const row = rows[0];
      return row ? { bytes: Number(row.bytes ?? 0), seconds: row.seconds ?? 0 } : null;
    },
    async close() {
      await lagReader.end().catch(() => undefined);
      await replica.stop();
      signalTree(primary.pid, 'SIGCONT');
      await primary.stop();
    },
  };
}

function signalTree(pid: number, signal: 'SIGSTOP' | 'SIGCONT'): void {
  for (const each of [pid, ...childrenOf(pid)]) {
    try {
      process.kill(each, signal);
    } catch {
      // a backend that just ended
    }
  }
}

async function serverNode(binDir: string, dir: string, port: number, runAs: RunAs | undefined, ready: RegExp): Promise<PostgresNode> {
  let server: Started | null = null;
  const start = async (): Promise<void> => {
    if (server?.running) return;
    const args = ['-D', join(dir, 'data'), '-p', String(port), '-c', `unix_socket_directories=${dir}`, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
    server = startProcess(join(binDir, 'postgres'), args, { cwd: dir, runAs, env: { ...process.env, LC_ALL: 'C' } });
    await server.waitFor(ready, { timeoutMs: 60_000 });
  };
  await start();
  return {
    port,
    get pid() {
      return server?.child.pid ?? -1;
    },
    // SIGINT is PostgreSQL's fast shutdown: sessions ended, a clean stop.
    stop: async () => {
      await server?.stop('SIGINT', 30_000);
    },
    start,
  };
}
