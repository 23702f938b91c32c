import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { createDatabase } from './create-database.ts';
import './provided-test-databases.ts';

/**
 * Vitest `globalSetup` of the `postgres` project, after @site/testing's (which starts the run's
 * cluster): one database migrated for the whole run, `inject('postgresTemplate')`, that every test
 * database is created as a copy of. Removed with the cluster.
 */
export default async function setupPostgresTemplate(project: TestProject): Promise<void> {
  const name = 'migrated_template';
  const db = openPostgresDatabase(await createDatabase(project.getProvidedContext().postgresUrl, name));
  try {
    await migrate(db);
  } finally {
    // A template is copied only while nobody is connected to it.
    await db.close();
  }
  project.provide('postgresTemplate', name);
}
