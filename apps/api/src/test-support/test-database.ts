import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, inject } from 'vitest';
import type { Database } from '../db/database.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { createDatabase, dropDatabase } from './create-database.ts';
import './provided-test-databases.ts';

/** Which database the test project runs on: `pglite` (in memory) or `postgres` (the run's throwaway cluster). */
export const testDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/**
 * A new database of the project's kind with every migration applied, for one test server: a copy
 * of the database the project's global setup migrated once for the run (a PGlite image,
 * `pglite-image-global-setup.ts`; a PostgreSQL template, `postgres-template-global-setup.ts`).
 * Migrating from scratch for every server was most of a file's set-up time.
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDatabaseKind === 'pglite') return openPgliteDatabase('memory://', { image: await migratedPgliteImage() });
  return openPostgresDatabase(await createPostgresTestDatabase());
}

/**
 * A new, migrated database in the run's throwaway PostgreSQL; returns its URL (for a server in
 * another process). Dropped after the file's tests, after the servers started on it have closed
 * (Vitest runs `afterAll` hooks last registered first). Left to the end, the run's 130 databases
 * of 300 files each were removed with the cluster, one file after another: 2 minutes of the run
 * (2026-12-05) on a disk that discards each freed block as it is unlinked; dropped here, that
 * waiting is spread over the run, beside other files' work.
 */
export async function createPostgresTestDatabase(): Promise<string> {
  const adminUrl = postgresAdminUrl();
  const name = testDatabaseName();
  const url = await createDatabase(adminUrl, name, { template: provided('postgresTemplate', 'postgres-template-global-setup.ts') });
  afterAll(() => dropDatabase(adminUrl, name));
  return url;
}

let pgliteImage: Promise<Blob> | undefined;
/** The data folder of the run's migrated PGlite, read once per test worker, to start copies from (also on disk). */
export function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= readFile(provided('pgliteImagePath', 'pglite-image-global-setup.ts')).then((bytes) => new Blob([bytes]));
  return pgliteImage;
}

function postgresAdminUrl(): string {
  const adminUrl = inject('postgresUrl' as never) as string | undefined;
  if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs the postgres globalSetup of @site/testing (postgresGlobalSetup).');
  return adminUrl;
}

function provided(key: 'pgliteImagePath' | 'postgresTemplate', setup: string): string {
  const value = inject(key);
  if (!value) throw new Error(`The ${testDatabaseKind} test project needs the globalSetup src/test-support/${setup} (vitest.config.ts).`);
  return value;
}

const testDatabaseName = (): string => `test_${randomBytes(6).toString('hex')}`;
