import { defineConfig } from 'vitest/config';
import { postgresGlobalSetup } from '../../tooling/testing/src/postgres.ts';
import { localChainGlobalSetup, reporters, unitProject } from '../../tooling/testing/vitest-projects.ts';
import { databaseFreeTests } from './src/test-support/database-free-tests.ts';

const unit = unitProject();

/**
 * The same tests twice: on PGlite in memory (what `npm start` runs on) and on a real PostgreSQL
 * (what production runs on), a throwaway cluster started for the run; `test-database.ts` gives
 * each test server a fresh database of its project's kind. A test that can reach no database
 * (src/test-support/database-free-tests.ts) would prove the same thing twice: it runs once, with PGlite's.
 */
export default defineConfig({
  test: {
    reporters,
    // Root level: both projects inherit it, and the setup itself makes sure only one node starts.
    globalSetup: [localChainGlobalSetup],
    // The tests wait mostly on databases, scrypt, processes and the chain: with two files at a time
    // CI's run had no file running for 57 s and one for 107 s of its 270 s (2026-11-27), so three.
    // Each file builds its own server and database, so a worker keeps its imported modules from
    // file to file (unitProject's isolate: false; a third of the run's time).
    maxWorkers: 3,
    projects: [
      { ...unit, test: { ...unit.test, name: 'pglite', env: { TEST_DATABASE: 'pglite' } } },
      { ...unit, test: { ...unit.test, name: 'postgres', exclude: [...(unit.test?.exclude ?? []), ...databaseFreeTests(import.meta.dirname)], env: { TEST_DATABASE: 'postgres' }, globalSetup: [postgresGlobalSetup] } },
    ],
  },
});
