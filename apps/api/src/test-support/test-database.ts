import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { createDatabase } from './create-database.ts';

/** Which database the test project runs on: `pglite` (in memory) or `postgres` (the run's throwaway cluster). */
export const testDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/**
 * A new database of the project's kind with every migration applied, for one test server. Each
 * is a copy of one database migrated once per test worker (a PGlite image, a PostgreSQL template):
 * migrating from scratch for every server was most of a file's set-up time.
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDatabaseKind === 'pglite') return openPgliteDatabase('memory://', { image: await migratedPgliteImage() });
  return openPostgresDatabase(await createPostgresTestDatabase());
}

/** A new, migrated database in the run's throwaway PostgreSQL; returns its URL (for a server in another process). */
export async function createPostgresTestDatabase(): Promise<string> {
  return createDatabase(postgresAdminUrl(), testDatabaseName(), { template: await migratedPostgresTemplate() });
}

let pgliteImage: Promise<Blob> | undefined;
/** The data folder of a migrated PGlite, made once per test worker, to start copies from (also on disk). */
export function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= (async () => {
    const db = await openPgliteDatabase('memory://');
    await migrate(db);
    const image = await db.dumpImage();
    await db.close();
    return image;
  })();
  return pgliteImage;
}

let postgresTemplate: Promise<string> | undefined;
function migratedPostgresTemplate(): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = testDatabaseName();
    const db = openPostgresDatabase(await createDatabase(postgresAdminUrl(), name));
    await migrate(db);
    // A template is copied only while nobody is connected to it.
    await db.close();
    return name;
  })();
  return postgresTemplate;
}

function postgresAdminUrl(): string {
  const adminUrl = inject('postgresUrl' as never) as string | undefined;
  if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs the postgres globalSetup of @site/testing (postgresGlobalSetup).');
  return adminUrl;
}

const testDatabaseName = (): string => `test_${randomBytes(6).toString('hex')}`;
