import type { Migration } from './migration.ts';

/**
 * Achievements (achievements/ owns both tables; docs/api/achievements.md). The site's own
 * achievements are defined in code (achievements/site-achievements.ts); `game_achievements` holds
 * those a maker defines for their game in /my-games: a threshold over what the server knows
 * (`kind`), its texts per language (`texts`, the game's own language first), an order, and
 * `retired_at` once the maker retires it (it unlocks no more; an unlocked one stays unlocked).
 * `achievement_unlocks` is one row per player and achievement, ever: exactly one of `site_key` and
 * `game_achievement_id`, each unique per account, so a retry or a race unlocks once.
 */
export const achievementsMigration: Migration = {
  id: 42,
  name: 'Achievements: game definitions and unlocks',
  sql: `
    CREATE TABLE game_achievements (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      game_id text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('score', 'runs', 'level', 'rank')),
      threshold integer NOT NULL CHECK (threshold BETWEEN 1 AND 1000000000),
      position integer NOT NULL CHECK (position BETWEEN 1 AND 1000),
      texts jsonb NOT NULL CHECK (jsonb_typeof(texts) = 'array' AND jsonb_array_length(texts) BETWEEN 1 AND 10),
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      retired_at timestamptz
    );
    CREATE INDEX game_achievements_by_game ON game_achievements (game_id, position, id);

    CREATE TABLE achievement_unlocks (
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      site_key text CHECK (length(site_key) BETWEEN 1 AND 40),
      game_achievement_id bigint REFERENCES game_achievements (id) ON DELETE CASCADE,
      run_id uuid,
      unlocked_at timestamptz NOT NULL,
      CHECK ((site_key IS NULL) <> (game_achievement_id IS NULL)),
      UNIQUE (account_id, site_key),
      UNIQUE (account_id, game_achievement_id)
    );
    CREATE INDEX achievement_unlocks_by_game_achievement ON achievement_unlocks (game_achievement_id) WHERE game_achievement_id IS NOT NULL;
  `,
};
