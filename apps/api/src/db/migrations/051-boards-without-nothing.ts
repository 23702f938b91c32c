import type { Migration } from './migration.ts';

/**
 * A run that achieved nothing is on no board (docs/api/leaderboards.md; runs/counted-run.ts):
 * a score of 0, or a level given up. Finishes before that rule wrote them, as the player's best of
 * the board and period, and a run waiting for its replay to enter a top 100 (migration 049) would
 * have been written when verified: both are taken off. A level given up with a score above 0 (a
 * game with levels the server does not replay; a Levels run given up scores 0) may have kept a
 * lower completed score of the same period off the board: that period's board shows the player
 * again at their next completed run. The rank counts (migration 026) follow the deletes through
 * their triggers. leaderboards/ owns `leaderboard_scores`, runs/ `run_replays`.
 */
export const boardsWithoutNothingMigration: Migration = {
  id: 51,
  name: 'Leaderboards: no score of 0 and no level given up',
  sql: `
    DELETE FROM leaderboard_scores s
     WHERE s.score = 0
        OR (s.level > 0 AND EXISTS (SELECT 1 FROM game_runs r WHERE r.id = s.run_id AND r.completed IS FALSE));
    UPDATE run_replays p SET board_pending = false
      FROM game_runs r
     WHERE p.board_pending AND r.id = p.run_id AND (r.score = 0 OR (r.level IS NOT NULL AND r.completed IS FALSE));
  `,
};
