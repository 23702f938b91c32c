import type { Migration } from './migration.ts';

export const runStartRequestIdMigration: Migration = {
  id: 26,
  name: "A run keeps the request id it was started with, and the start's answer",
  // Owned by runs/run-store.ts. A repeated start with the same request id (a game's retry after a
  // lost answer) is answered `start_answer`, the first answer; the index makes a second run for
  // the same id impossible even if two starts race past the stamina row's lock.
  sql: `
    ALTER TABLE game_runs ADD COLUMN start_request_id text, ADD COLUMN start_answer jsonb;
    CREATE UNIQUE INDEX game_runs_start_request_id ON game_runs (account_id, game_id, start_request_id) WHERE start_request_id IS NOT NULL;
  `,
};
