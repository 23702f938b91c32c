// Node only: a throwaway PostgreSQL cluster for tests and benchmarks.
import { fileURLToPath } from 'node:url';

export { resolvePostgresBinDir } from './postgres/resolve-postgres-bin-dir.ts';
export { startTestPostgres } from './postgres/start-test-postgres.ts';
export type { StartTestPostgresOptions, TestPostgres } from './postgres/start-test-postgres.ts';
import './postgres/provided-postgres.ts';

/** Absolute path of the Vitest `globalSetup` module that provides `inject('postgresUrl')`. */
export const postgresGlobalSetup: string = fileURLToPath(new URL('./postgres/postgres-global-setup.ts', import.meta.url));
