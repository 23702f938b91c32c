import type { Migration } from './migration.ts';

/**
 * Plausibility bounds (docs/api/plausibility-bounds.md): what a run of a game must meet,
 * as its maker declares them (null: no bound), and the reason a finished run was held outside
 * them. runs/ owns both: the bounds are read by every finish, written by the maker's /my-games.
 * The partial index serves the maker's list of held runs.
 */
export const runBoundsMigration: Migration = {
  id: 44,
  name: "Runs: each game's plausibility bounds, and runs held outside them",
  sql: `
    CREATE TABLE game_run_bounds (
      game_id text PRIMARY KEY REFERENCES games (id),
      max_score bigint CHECK (max_score >= 0),
      max_points_per_second bigint CHECK (max_points_per_second >= 1),
      min_run_seconds integer CHECK (min_run_seconds >= 0),
      max_run_seconds integer CHECK (max_run_seconds >= 1),
      updated_at timestamptz NOT NULL,
      CHECK (min_run_seconds IS NULL OR max_run_seconds IS NULL OR min_run_seconds <= max_run_seconds)
    );
    ALTER TABLE game_runs ADD COLUMN held_reason text CHECK (held_reason IN ('score_above_max', 'too_fast', 'shorter_than_min', 'longer_than_max'));
    ALTER TABLE game_runs ADD CONSTRAINT game_runs_held_pays_nothing CHECK (held_reason IS NULL OR (finished_at IS NOT NULL AND coins_paid = 0));
    CREATE INDEX game_runs_held_by_game ON game_runs (game_id, finished_at DESC) WHERE held_reason IS NOT NULL;
  `,
};
