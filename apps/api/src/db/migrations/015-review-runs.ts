import type { Migration } from './migration.ts';

export const reviewRunsMigration: Migration = {
  id: 15,
  name: 'Review runs: a moderator plays a version under review',
  // A review run is a run like any other, marked so: it costs no stamina and pays nothing (the
  // CHECK says so), and the queries of plays, invites and daily rewards leave it out.
  sql: `
    ALTER TABLE game_runs ADD COLUMN review boolean NOT NULL DEFAULT false;
    ALTER TABLE game_runs ADD CONSTRAINT game_runs_review_is_free CHECK (NOT review OR (stamina_cost = 0 AND coins_paid = 0 AND capped_by IS NULL));
  `,
};
