/**
 * The tests that run on PGlite as well as on PostgreSQL (vitest.config.ts): those whose subject
 * is the database itself or the embedded default that `npm start` runs on. Everything else runs
 * on PostgreSQL, production's database, only; PGlite answers the same SQL (every statement of the
 * server is prepared on both by `src/db/sql-statements.test.ts`), and the site's end-to-end run
 * plays every journey on an in-memory PGlite server.
 */
export const embeddedDatabaseTests = [
  // Migrations, the database layer and every statement the server sends.
  'src/db/**/*.test.ts',
  // Money: transfers, locks and the ledger's invariants, which players of `npm start` rely on too.
  'src/ledger/**/*.test.ts',
  // The admin command on the server's own database (a PGlite folder belongs to one process).
  'src/admin/**/*.test.ts',
  // The job queue on each database's own driver (PGlite's one connection, PostgreSQL's pool).
  'src/jobs/**/*.test.ts',
  // Start-up, readiness and shutdown of a server on its database.
  'src/start-server.test.ts',
  'src/app.test.ts',
  // Text and values the database cannot hold, refused before they reach it: PGlite must answer as PostgreSQL does.
  'src/http/storable-text-guard.test.ts',
  'src/ops/boundary-input.test.ts',
  // Scores you can trust: what boards, leagues and rewards a forger's runs reach (issue 39 asks it of both).
  'src/runs/replay-gated-boards.test.ts',
  'src/runs/forger.test.ts',
];
