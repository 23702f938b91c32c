import { defineConfig } from 'vitest/config';
import { postgresGlobalSetup } from '../../tooling/testing/src/postgres.ts';
import { longestFirst } from '../../tooling/testing/longest-first-sequencer.ts';
import { localChainGlobalSetup, reporters, unitProject } from '../../tooling/testing/vitest-projects.ts';
import { databaseFreeTests } from './src/test-support/database-free-tests.ts';
import { embeddedDatabaseTests } from './src/test-support/embedded-database-tests.ts';

const unit = unitProject();

/**
 * Every test on a real PostgreSQL (what production runs on), a throwaway cluster started for the
 * run, and the tests of the database and the embedded default again on PGlite in memory (what
 * `npm start` runs on; src/test-support/embedded-database-tests.ts says which and why).
 * `test-database.ts` gives each test server a fresh database of its project's kind, a copy of one
 * the project's global setup migrated once for the run. A test that can reach no database
 * (src/test-support/database-free-tests.ts) runs once, with PostgreSQL's.
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
    // The files that took longest in CI (a fresh clone, 2026-12-03: 94 s down to 12 s), started
    // first: left to Vitest's order by size on disk, three of them started in the run's last
    // minute and ran while the other workers sat idle.
    sequence: {
      sequencer: longestFirst([
        'src/inspections/inspections.test.ts',
        'src/admin/admin-cli.test.ts',
        'src/runs/replay-run-job.test.ts',
        'src/ops/hostile-input.test.ts',
        'src/ops/boundary-input.test.ts',
        'src/ops/fault-tolerance.test.ts',
        'src/shutdown-drain.test.ts',
        'src/start-cluster.test.ts',
        'src/inspections/readme-quick-start.test.ts',
        'src/deposits/deposits.test.ts',
      ]),
    },
    projects: [
      {
        ...unit,
        test: {
          ...unit.test,
          name: 'pglite',
          include: embeddedDatabaseTests,
          exclude: [...(unit.test?.exclude ?? []), ...databaseFreeTests(import.meta.dirname)],
          env: { TEST_DATABASE: 'pglite' },
          globalSetup: ['./src/test-support/pglite-image-global-setup.ts'],
        },
      },
      {
        ...unit,
        // The cluster first: the template is made in it.
        test: { ...unit.test, name: 'postgres', env: { TEST_DATABASE: 'postgres' }, globalSetup: [postgresGlobalSetup, './src/test-support/postgres-template-global-setup.ts'] },
      },
    ],
  },
});
