import type { Migration } from './migration.ts';

/**
 * Boards wait for replays (docs/replays.md#top-100-entries-wait-for-their-replay): a recorded run
 * whose score would enter a top 100 keeps its board entry back until its record is verified
 * (`board_pending`), and a recorded run keeps the league points it earned (`league_points`), so
 * a mismatch can take them back. runs/ owns both; the partial index serves the entries waiting.
 */
export const replayGatedBoardsMigration: Migration = {
  id: 49,
  name: 'Runs: board entries that wait for their replay, and the league points a recorded run earned',
  sql: `
    ALTER TABLE run_replays ADD COLUMN board_pending boolean NOT NULL DEFAULT false;
    ALTER TABLE run_replays ADD COLUMN league_points integer NOT NULL DEFAULT 0 CHECK (league_points >= 0);
    CREATE INDEX run_replays_board_pending ON run_replays (recorded_at) WHERE board_pending;
  `,
};
