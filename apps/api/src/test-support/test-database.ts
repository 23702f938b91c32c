import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { Database } from '../db/database.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { createDatabase } from './create-database.ts';

/** Which database the test project runs on: `pglite` (in memory) or `postgres` (the run's throwaway cluster). */
export const testDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/** A new, empty database of the project's kind, for one test server. */
export async function openTestDatabase(): Promise<Database> {
  if (testDatabaseKind === 'pglite') return openPgliteDatabase('memory://');
  return openPostgresDatabase(await createPostgresTestDatabase());
}

/** A new, empty database in the run's throwaway PostgreSQL; returns its URL (for a server in another process). */
export async function createPostgresTestDatabase(): Promise<string> {
  const adminUrl = inject('postgresUrl' as never) as string | undefined;
  if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs the postgres globalSetup of @site/testing (postgresGlobalSetup).');
  return createDatabase(adminUrl, `test_${randomBytes(6).toString('hex')}`);
}
