import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { afterAll, describe, expect, it } from 'vitest';
import setupPostgres from './postgres-global-setup.ts';
import { resolvePostgresBinDir } from './resolve-postgres-bin-dir.ts';
import { startTestPostgres, type TestPostgres } from './start-test-postgres.ts';

const run = promisify(execFile);
const psql = join(resolvePostgresBinDir(), 'psql');

/** One query through Debian's own client, so the test does not trust the code it tests. */
async function query(url: string, sql: string): Promise<string> {
  const { stdout } = await run(psql, [url, '--no-psqlrc', '--tuples-only', '--no-align', '--command', sql], { env: { ...process.env, PGCONNECT_TIMEOUT: '10' } });
  return stdout.trim();
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      resolve(false);
    });
  });
}

describe('startTestPostgres', () => {
  let postgres: TestPostgres;
  afterAll(() => postgres.stop());

  it('answers queries on 127.0.0.1 as soon as it resolves, as the superuser', async () => {
    postgres = await startTestPostgres();
    expect(postgres.url).toMatch(/^postgres:\/\/postgres:[0-9a-f]+@127\.0\.0\.1:\d+\/postgres$/);
    expect(await query(postgres.url, 'SELECT current_user, inet_server_addr()')).toBe('postgres|127.0.0.1');
    expect(await query(postgres.url, 'SHOW server_version_num')).toMatch(/^\d{6}$/);
  });

  it('is tuned for throwaway data and many parallel test servers', async () => {
    const settings = await query(postgres.url, "SELECT string_agg(name || '=' || setting, ',' ORDER BY name) FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes', 'max_connections', 'listen_addresses')");
    expect(settings).toBe('fsync=off,full_page_writes=off,listen_addresses=127.0.0.1,max_connections=200,synchronous_commit=off');
  });

  it('lets a test create its own database in it', async () => {
    await query(postgres.url, 'CREATE DATABASE one_test');
    const url = new URL(postgres.url);
    url.pathname = '/one_test';
    expect(await query(url.href, 'SELECT current_database()')).toBe('one_test');
  });

  it('pauses (fast shutdown) and resumes on the same port with its data', async () => {
    await query(postgres.url, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
    const before = postgres.pid;
    await postgres.pause();
    expect(await portAnswers(postgres.port)).toBe(false);
    await expect(query(postgres.url, 'SELECT 1')).rejects.toThrow(/Connection refused|could not connect/i);
    await postgres.resume();
    expect(postgres.pid).not.toBe(before);
    expect(await query(postgres.url, 'SELECT n FROM kept')).toBe('7');
  });

  it('refuses a wrong password over TCP', async () => {
    const url = new URL(postgres.url);
    url.password = 'wrong';
    await expect(query(url.href, 'SELECT 1')).rejects.toThrow(/password authentication failed/);
  });

  it('keeps its cluster and socket in its own folder, owned by the user the server runs as', () => {
    expect(existsSync(join(postgres.dir, 'data', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(postgres.dir, `.s.PGSQL.${postgres.port}`))).toBe(true);
    const owner = statSync(join(postgres.dir, 'data')).uid;
    if (process.getuid?.() === 0) expect(owner).not.toBe(0);
    else expect(owner).toBe(process.getuid?.());
  });

  it('stops and removes its folder, and a second stop is harmless', async () => {
    const other = await startTestPostgres();
    expect(await portAnswers(other.port)).toBe(true);
    await other.stop();
    await other.stop();
    expect(existsSync(other.dir)).toBe(false);
    expect(await portAnswers(other.port)).toBe(false);
  });

  it('names the missing server folder', async () => {
    await expect(startTestPostgres({ binDir: '/nowhere' })).rejects.toThrow('/nowhere/initdb could not be started');
  });
});

describe('postgres global setup', () => {
  it('provides the superuser URL to the project and stops the cluster on teardown', async () => {
    const provided = new Map<string, unknown>();
    const project = { provide: (key: string, value: unknown) => provided.set(key, value) } as unknown as TestProject;
    const teardown = await setupPostgres(project);
    const url = provided.get('postgresUrl') as string;
    expect(await query(url, 'SELECT 1')).toBe('1');
    await teardown();
    expect(await portAnswers(Number(new URL(url).port))).toBe(false);
  });
});
