import type { Migration } from './migration.ts';

/**
 * Replays required once a version records them (docs/replays.md): `replays_verified_at` is when a
 * run of the version was first played again to the score it claimed. From then on a finish of
 * the version without a record is held, reason `replay_missing`. The partial index serves the maker's list of mismatched
 runs. runs/ owns all three.
 */
export const replaysRequiredMigration: Migration = {
  id: 48,
  name: 'Runs: versions whose records were verified, and runs held without one',
  sql: `
    ALTER TABLE game_versions ADD COLUMN replays_verified_at timestamptz;
    ALTER TABLE game_runs DROP CONSTRAINT game_runs_held_reason_check;
    ALTER TABLE game_runs ADD CONSTRAINT game_runs_held_reason_check CHECK (held_reason IN ('score_above_max', 'too_fast', 'shorter_than_min', 'longer_than_max', 'replay_missing'));
    CREATE INDEX run_replays_mismatches ON run_replays (checked_at DESC) WHERE verdict = 'mismatch';
  `,
};
