import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testDatabaseKind } from '../test-support/test-database.ts';
import { migrations } from './migrations/index.ts';
import { openDatabase } from './open-database.ts';
import '../test-support/provided-test-databases.ts';

// PGLITE_IMAGE on the pglite project's migrated image (its global setup writes it): the embedded
// database starts as a copy, in memory and in a new folder, and a folder already made is opened as it is.
describe.runIf(testDatabaseKind === 'pglite')('the embedded database from PGLITE_IMAGE', () => {
  // Made in beforeAll: a skipped describe (the postgres project's) still runs its body, never its afterAll.
  let folder = '';
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'api-open-database-'));
  });
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });
  const pgliteImage = inject('pgliteImagePath');
  const applied = async (db: Awaited<ReturnType<typeof openDatabase>>) => (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM schema_migrations'))[0]?.count;

  it('starts an in-memory database as a copy of the image, every migration applied', async () => {
    const db = await openDatabase({ databaseUrl: null, dataDir: 'memory://', pgliteImage });
    try {
      expect(await applied(db)).toBe(migrations.length);
    } finally {
      await db.close();
    }
  });

  it('starts a new folder as a copy, and opens it as it is once made', async () => {
    const dataDir = join(folder, 'data');
    const first = await openDatabase({ databaseUrl: null, dataDir, pgliteImage });
    await first.exec("INSERT INTO schema_migrations (id, name) VALUES (100000, 'written after the copy')");
    await first.close();
    const again = await openDatabase({ databaseUrl: null, dataDir, pgliteImage });
    try {
      expect(await applied(again)).toBe(migrations.length + 1);
    } finally {
      await again.close();
    }
  });
});
