import type { Migration } from './migration.ts';

/**
 * Weekly leagues (leagues/ owns both tables; docs/api/weekly-leagues.md): a week
 * starts on Monday 00:00 UTC (`week_start`, its date). `league_cohorts` holds at most 50 players
 * of one tier in one week; `closed_at` is set once, by the close that ranked it and paid its
 * places. `league_members` is a player's week: their tier, cohort, points and accepted runs, and
 * once the cohort is closed their place, outcome, reward and the tier of their next week (a
 * player's next placement reads their latest week).
 * The queue `close-league-weeks` (policy `short`) is asked for a close every few seconds.
 */
export const weeklyLeaguesMigration: Migration = {
  id: 41,
  name: 'Weekly leagues: cohorts and members',
  sql: `
    CREATE TABLE league_cohorts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      week_start date NOT NULL CHECK (extract(isodow FROM week_start) = 1),
      tier smallint NOT NULL CHECK (tier BETWEEN 0 AND 9),
      size integer NOT NULL DEFAULT 0 CHECK (size BETWEEN 0 AND 50),
      closed_at timestamptz
    );
    CREATE INDEX league_cohorts_open_by_week ON league_cohorts (week_start, tier, id) WHERE closed_at IS NULL;

    CREATE TABLE league_members (
      week_start date NOT NULL,
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      cohort_id bigint NOT NULL REFERENCES league_cohorts (id),
      tier smallint NOT NULL CHECK (tier BETWEEN 0 AND 9),
      points integer NOT NULL DEFAULT 0 CHECK (points >= 0),
      runs integer NOT NULL DEFAULT 0 CHECK (runs >= 0),
      joined_at timestamptz NOT NULL,
      last_points_at timestamptz NOT NULL,
      place integer CHECK (place BETWEEN 1 AND 50),
      outcome text CHECK (outcome IN ('promoted', 'stayed', 'demoted')),
      reward bigint CHECK (reward >= 0),
      next_tier smallint CHECK (next_tier BETWEEN 0 AND 9),
      PRIMARY KEY (week_start, account_id)
    );
    CREATE INDEX league_members_by_cohort ON league_members (cohort_id);
    CREATE INDEX league_members_by_account ON league_members (account_id, week_start DESC);

    SELECT pgboss.create_queue('close-league-weeks', '{"policy":"short","retryLimit":10,"retryDelay":30,"retryBackoff":true,"expireInSeconds":3600,"retentionMinutes":20160}');
  `,
};
