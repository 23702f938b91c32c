import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccountWithIdentity } from '../accounts/identity-store.ts';
import { loadConfig } from '../config/load-config.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { createPostgresTestDatabase, testDatabaseKind } from '../test-support/test-database.ts';
import { startApiProcess } from '../test-support/api-process.ts';
import { builtEntry } from '../test-support/built-entry.ts';
import { adminSocketPath } from './admin-socket.ts';

const run = promisify(execFile);
const packageDir = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** The database a server would use with this environment: the project's PostgreSQL, or PGlite on disk. */
const databaseEnv: Record<string, string> = testDatabaseKind === 'postgres' ? { DATABASE_URL: await createPostgresTestDatabase() } : { DATA_DIR: dataDir };

async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase(loadConfig(databaseEnv));
  try {
    await migrate(db);
    return await work(db);
  } finally {
    await db.close();
  }
}

/** The real command, as the package's `site-api-admin` bin runs it, in its own process. */
async function admin(argv: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, PORT: _port, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await run(process.execPath, [builtEntry('admin'), ...argv], {
      cwd: packageDir,
      env: { ...inherited, PORT: '1', ...databaseEnv, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Each case starts the real command in its own Node process (then PGlite or a pool): on a
// loaded two-core machine that is slow, never stuck, so the limit only catches a hang.
describe('site-api-admin', { timeout: 120_000 }, () => {
  it("promotes an account on the server's own database, and lists it", async () => {
    const accountId = await withDatabase((db) =>
      db.transaction((tx) => createAccountWithIdentity(tx, { kind: 'email', subject: 'first@example.com', label: 'first@example.com', verified: true }, { now: new Date() })),
    );
    const promoted = await admin(['promote', 'first@example.com']);
    expect(promoted).toMatchObject({ code: 0, stderr: '' });
    expect(promoted.stdout).toContain(`Now admin (was player): admin     ${accountId}`);
    // A second process reads what the first one wrote.
    expect((await admin(['list'])).stdout).toMatch(new RegExp(`^admin +${accountId} .*email: first@example.com$`, 'm'));
  });

  it('exits 1 for an unknown identity and 2 for bad arguments or configuration, saying why', async () => {
    expect(await admin(['demote', 'ghost@example.com'])).toMatchObject({ code: 1, stderr: expect.stringContaining('No account signs in with the e-mail address ghost@example.com') });
    expect(await admin(['promote', 'ghost'])).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: site-api-admin') });
    expect(await admin(['list'], { DATABASE_URL: 'mysql://example' })).toMatchObject({ code: 2, stderr: expect.stringContaining('DATABASE_URL: must be a postgres or postgresql URL') });
  });

  it.runIf(testDatabaseKind === 'pglite')('runs in the server that holds the embedded database, through a socket only the data folder owner may open', async () => {
    const accountId = await withDatabase((db) =>
      db.transaction((tx) => createAccountWithIdentity(tx, { kind: 'email', subject: 'second@example.com', label: 'second@example.com', verified: true }, { now: new Date() })),
    );
    const server = await startApiProcess({ env: { DATA_DIR: dataDir } });
    try {
      const socket = adminSocketPath(dataDir);
      expect(statSync(dirname(socket)).mode & 0o777).toBe(0o700);
      expect(statSync(socket).mode & 0o777).toBe(0o600);

      const promoted = await admin(['promote', 'second@example.com', '--role', 'moderator'], { PORT: String(server.port) });
      expect(promoted).toMatchObject({ code: 0, stderr: '' });
      expect(promoted.stdout).toContain(`Now moderator (was player): moderator ${accountId}`);
      // Written by the running server, on the database it holds, and read back through it.
      expect((await admin(['list'], { PORT: String(server.port) })).stdout).toMatch(new RegExp(`^moderator ${accountId} .*email: second@example.com$`, 'm'));
      expect(await admin(['demote', 'ghost@example.com'], { PORT: String(server.port) })).toMatchObject({ code: 1, stderr: expect.stringContaining('No account signs in with the e-mail address ghost@example.com') });
      expect((await admin(['ledger-check'], { PORT: String(server.port) })).code).toBe(0);
      expect(server.running).toBe(true);
    } finally {
      await server.kill('SIGTERM');
    }
    // Stopped, the server took its socket away, and the command opens the database itself again.
    expect(existsSync(adminSocketPath(dataDir))).toBe(false);
    expect((await admin(['list'])).stdout).toMatch(new RegExp(`^moderator ${accountId} `, 'm'));
  });

  it.runIf(testDatabaseKind === 'pglite')('treats a socket left by a killed server as no server', async () => {
    const server = await startApiProcess({ env: { DATA_DIR: dataDir } });
    await server.kill('SIGKILL');
    expect(existsSync(adminSocketPath(dataDir))).toBe(true);
    expect(await admin(['list'])).toMatchObject({ code: 0, stdout: expect.stringContaining('email: first@example.com') });
  });
});
