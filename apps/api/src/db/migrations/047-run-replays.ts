import type { Migration } from './migration.ts';

/**
 * Replays (docs/replays.md): each run's seed, given at its start, and the replay record a game
 * sends with its finish: the seed it played with, the game's own version and its inputs on the
 * run clock. runs/ owns both. `verdict` is what playing the record again came to (null until it
 * is played); the partial index serves the records waiting for it. The queue `replay-runs` plays
 * a record again in the inspector's Chromium, one job a record.
 */
export const runReplaysMigration: Migration = {
  id: 47,
  name: "Runs: each run's seed, and the replay records games send with their finishes",
  sql: `
    ALTER TABLE game_runs ADD COLUMN seed text CHECK (seed ~ '^[0-9a-f]{32}$');
    CREATE TABLE run_replays (
      run_id uuid PRIMARY KEY REFERENCES game_runs (id),
      game_version text NOT NULL CHECK (length(game_version) BETWEEN 1 AND 32),
      inputs jsonb NOT NULL,
      input_count integer NOT NULL CHECK (input_count >= 0),
      recorded_at timestamptz NOT NULL,
      verdict text CHECK (verdict IN ('verified', 'mismatch')),
      replayed_score bigint CHECK (replayed_score >= 0),
      checked_at timestamptz,
      CHECK ((verdict IS NULL) = (checked_at IS NULL))
    );
    CREATE INDEX run_replays_unchecked ON run_replays (recorded_at) WHERE verdict IS NULL;
    SELECT pgboss.create_queue('replay-runs', '{"policy":"standard","retryLimit":2,"retryDelay":30,"retryBackoff":true,"expireInSeconds":300,"retentionMinutes":20160}');
  `,
};
