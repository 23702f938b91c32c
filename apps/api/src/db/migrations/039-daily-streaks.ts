import type { Migration } from './migration.ts';

/**
 * The daily streak (streaks/ owns it; docs/api/daily-streak-and-quests.md): one row
 * per account that ever finished a run, written by the run's finish. `last_day` is the last UTC day
 * counted, `forgiven_day` the last missed day the grace rule forgave.
 */
export const dailyStreaksMigration: Migration = {
  id: 39,
  name: 'Daily streaks',
  sql: `
    CREATE TABLE daily_streaks (
      account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
      current_days integer NOT NULL CHECK (current_days >= 1),
      best_days integer NOT NULL CHECK (best_days >= current_days),
      last_day date NOT NULL,
      forgiven_day date CHECK (forgiven_day < last_day),
      updated_at timestamptz NOT NULL
    );
  `,
};
