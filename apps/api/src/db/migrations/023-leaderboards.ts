import type { Migration } from './migration.ts';

export const leaderboardsMigration: Migration = {
  id: 23,
  name: 'leaderboards: each player best score per board and period',
  // One row per player per board (a game, or one level of a game with levels: level 0 stands for
  // "no level") per period (all-time starts 1970-01-01, a week on its Monday, a day on itself,
  // all UTC), written in the transaction that finishes a run. A rank is counted on the second
  // index: the rows ahead of a score on the same board and period.
  sql: `
    CREATE TABLE leaderboard_scores (
      game_id text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
      level integer NOT NULL CHECK (level >= 0),
      period text NOT NULL CHECK (period IN ('all', 'week', 'day')),
      period_start date NOT NULL,
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      score bigint NOT NULL CHECK (score >= 0),
      reached_at timestamptz NOT NULL,
      run_id uuid NOT NULL,
      PRIMARY KEY (game_id, level, period, period_start, account_id)
    );
    CREATE INDEX leaderboard_scores_ranking ON leaderboard_scores (game_id, level, period, period_start, score DESC, reached_at, account_id);
    CREATE INDEX leaderboard_scores_by_account ON leaderboard_scores (account_id, period, period_start);
  `,
};
