import type { Migration } from './migration.ts';

/**
 * The streak that ended, kept on the account's streak row (streaks/ owns it;
 * docs/api/daily-streak-and-quests.md) so `GET /api/streak` can tell any device of it once a new
 * streak began: `started_day` is the current streak's first day, `ended_days` and `ended_last_day`
 * the streak it followed (its days in a row and its last day counted). A streak broken and not
 * begun again needs none of them: the row's own days and last day are the ended streak. Rows
 * written before keep nulls (unknown) until their streak begins again.
 */
export const dailyStreakEndedMigration: Migration = {
  id: 52,
  name: 'Daily streaks: the streak that ended',
  sql: `
    ALTER TABLE daily_streaks
      ADD COLUMN started_day date CHECK (started_day <= last_day),
      ADD COLUMN ended_days integer CHECK (ended_days >= 1),
      ADD COLUMN ended_last_day date CHECK (ended_last_day < started_day),
      ADD CONSTRAINT daily_streaks_ended_whole CHECK ((ended_days IS NULL) = (ended_last_day IS NULL) AND (ended_days IS NULL OR started_day IS NOT NULL));
  `,
};
