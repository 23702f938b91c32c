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
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { createPostgresTestDatabase, migratedPgliteImage, testDatabaseKind } from '../test-support/test-database.ts';
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

/**
 * Works on that database in this process. PGlite's folder starts as a copy of the run's
 * migrated database (test-database.ts): creating and migrating a folder from nothing was the
 * costliest part of this file.
 */
async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const db = testDatabaseKind === 'pglite' ? await openPgliteDatabase(join(dataDir, 'pglite'), { image: await migratedPgliteImage() }) : await openDatabase(loadConfig(databaseEnv));
  try {
    await migrate(db);
    return await work(db);
  } finally {
    await db.close();
  }
}

/** Player accounts that sign in with these e-mail addresses; their ids. Call once per file (PGlite's folder is made by the first call). */
const createAccounts = (...emails: string[]): Promise<string[]> =>
  withDatabase((db) =>
    db.transaction(async (tx) => {
      const ids: string[] = [];
      for (const email of emails) ids.push(await createAccountWithIdentity(tx, { kind: 'email', subject: email, label: email, verified: true }, { now: new Date() }));
      return ids;
    }),
  );

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

// Each case starts the real command in its own Node processes (then PGlite or a pool): on a
// loaded two-core machine that is slow, never stuck, so the limit only catches a hang. What the
// command does with a database is the same on both (admin-command.ts, on the database's
// interface), so its cases run on PostgreSQL; the case on PGlite proves what only the embedded
// database has (its folder opened by the command itself, or the socket of the server that holds
// it), with as few processes opening PGlite as that takes (each costs seconds of CPU).
// A hang guard: its servers and commands took more than 120 s beside a full CI run on two cores.
describe('site-api-admin', { timeout: 240_000 }, () => {
  it.runIf(testDatabaseKind === 'postgres')("promotes an account on the server's own database, and lists it", async () => {
    const [accountId] = await createAccounts('first@example.com');
    const promoted = await admin(['promote', 'first@example.com']);
    expect(promoted).toMatchObject({ code: 0, stderr: '' });
    expect(promoted.stdout).toContain(`Now admin (was player): admin     ${accountId}`);
    // A second process reads what the first one wrote.
    expect((await admin(['list'])).stdout).toMatch(new RegExp(`^admin +${accountId} .*email: first@example.com$`, 'm'));
  });

  it.runIf(testDatabaseKind === 'postgres')('exits 1 for an unknown identity and 2 for bad arguments or configuration, saying why', async () => {
    expect(await admin(['demote', 'ghost@example.com'])).toMatchObject({ code: 1, stderr: expect.stringContaining('No account signs in with the e-mail address ghost@example.com') });
    expect(await admin(['promote', 'ghost'])).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: site-api-admin') });
    expect(await admin(['list'], { DATABASE_URL: 'mysql://example' })).toMatchObject({ code: 2, stderr: expect.stringContaining('DATABASE_URL: must be a postgres or postgresql URL') });
  });

  let firstId = '';
  let secondId = '';
  it.runIf(testDatabaseKind === 'pglite')(
    'opens the embedded database itself when no server runs, else runs in the server that holds it, through a socket only the data folder owner may open',
    async () => {
      [firstId, secondId] = (await createAccounts('first@example.com', 'second@example.com')) as [string, string];
      // No server: the command opens the folder itself.
      const promoted = await admin(['promote', 'first@example.com']);
      expect(promoted).toMatchObject({ code: 0, stderr: '' });
      expect(promoted.stdout).toContain(`Now admin (was player): admin     ${firstId}`);

      const server = await startApiProcess({ env: { DATA_DIR: dataDir } });
      try {
        const socket = adminSocketPath(dataDir);
        expect(statSync(dirname(socket)).mode & 0o777).toBe(0o700);
        expect(statSync(socket).mode & 0o777).toBe(0o600);

        const viaServer = { PORT: String(server.port) };
        const moderator = await admin(['promote', 'second@example.com', '--role', 'moderator'], viaServer);
        expect(moderator).toMatchObject({ code: 0, stderr: '' });
        expect(moderator.stdout).toContain(`Now moderator (was player): moderator ${secondId}`);
        // Written by the running server, on the database it holds, and read back through it, with
        // what the command wrote in its own process before.
        const listed = (await admin(['list'], viaServer)).stdout;
        expect(listed).toMatch(new RegExp(`^admin +${firstId} .*email: first@example.com$`, 'm'));
        expect(listed).toMatch(new RegExp(`^moderator ${secondId} .*email: second@example.com$`, 'm'));
        expect(await admin(['demote', 'ghost@example.com'], viaServer)).toMatchObject({ code: 1, stderr: expect.stringContaining('No account signs in with the e-mail address ghost@example.com') });
        expect((await admin(['ledger-check'], viaServer)).code).toBe(0);
        expect(server.running).toBe(true);
      } finally {
        await server.kill('SIGTERM');
      }
      // Stopped, the server took its socket away.
      expect(existsSync(adminSocketPath(dataDir))).toBe(false);
    },
  );

  // On the folder the case above left.
  it.runIf(testDatabaseKind === 'pglite')('treats a socket left by a killed server as no server, and opens the database itself again', async () => {
    const killed = await startApiProcess({ env: { DATA_DIR: dataDir } });
    await killed.kill('SIGKILL');
    expect(existsSync(adminSocketPath(dataDir))).toBe(true);
    const afterKill = await admin(['list']);
    expect(afterKill).toMatchObject({ code: 0, stderr: '' });
    expect(afterKill.stdout).toMatch(new RegExp(`^moderator ${secondId} .*email: second@example.com$`, 'm'));
    expect(afterKill.stdout).toMatch(new RegExp(`^admin +${firstId} `, 'm'));
  });
});
