import type { Migration } from './migration.ts';

/**
 * Daily quests (quests/ owns both tables; docs/api/daily-streak-and-quests.md):
 * `quest_pool` is what staff edit in /admin; `daily_quests` holds an account's three quests of a
 * UTC day, copied from the pool when its first progress is recorded, so an edit of the pool later
 * that day changes nothing already drawn. A few entries to start with, disabled: staff choose which to offer.
 */
export const dailyQuestsMigration: Migration = {
  id: 40,
  name: 'Daily quests',
  sql: `
    CREATE TABLE quest_pool (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('finish_runs', 'three_star_level', 'new_game', 'reach_score', 'invite_friend')),
      target integer NOT NULL CHECK (target BETWEEN 1 AND 1000000000),
      game_id text CHECK (length(game_id) BETWEEN 1 AND 64),
      reward bigint NOT NULL CHECK (reward BETWEEN 0 AND 1000000000),
      enabled boolean NOT NULL,
      updated_at timestamptz NOT NULL,
      CHECK ((kind = 'reach_score') = (game_id IS NOT NULL))
    );
    CREATE TABLE daily_quests (
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      day date NOT NULL,
      slot smallint NOT NULL CHECK (slot BETWEEN 1 AND 3),
      pool_id integer NOT NULL REFERENCES quest_pool (id),
      kind text NOT NULL,
      target integer NOT NULL,
      game_id text,
      reward bigint NOT NULL,
      progress integer NOT NULL CHECK (progress BETWEEN 0 AND target),
      completed_at timestamptz,
      PRIMARY KEY (account_id, day, slot),
      CHECK ((completed_at IS NOT NULL) = (progress = target))
    );
    INSERT INTO quest_pool (kind, target, game_id, reward, enabled, updated_at) VALUES
      ('finish_runs', 3, NULL, 20, false, now()),
      ('finish_runs', 5, NULL, 40, false, now()),
      ('three_star_level', 1, NULL, 30, false, now()),
      ('new_game', 1, NULL, 30, false, now()),
      ('reach_score', 500, 'levels', 25, false, now()),
      ('invite_friend', 1, NULL, 50, false, now());
  `,
};
