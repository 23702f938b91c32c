import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './start-test-postgres.ts';
import './provided-postgres.ts';

/**
 * Vitest `globalSetup`: one throwaway PostgreSQL cluster for the project's run (see
 * {@link startTestPostgres}), provided to its tests as `inject('postgresUrl')`, the superuser URL.
 * Stopped and removed on teardown.
 */
export default async function setupPostgres(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startTestPostgres();
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
