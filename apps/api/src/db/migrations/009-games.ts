import type { Migration } from './migration.ts';

/**
 * The Levels game's reward table, frozen here as the migration seeds it: 20 levels of rising
 * difficulty, one game coin per 100 points, level n allowing 500 + 100·n points and paying
 * 7 + 3·n coins for completing it (16 coins at most on level 1, 92 on level 20: under the
 * default cap of 100 per run).
 */
const levelsRewardTable = {
  kind: 'levels',
  scorePerCoin: 100,
  levels: Array.from({ length: 20 }, (_, index) => ({ maxScore: 500 + 100 * (index + 1), completedCoins: 7 + 3 * (index + 1) })),
};

export const gamesMigration: Migration = {
  id: 9,
  name: 'games, their versions under review, runs and level progress',
  // A game is its id and what the lists show; everything a review decides is per version. The
  // playable version of a game is its highest published one, so a new version can be submitted,
  // reviewed or rejected while the published one stays playable. `owner_account_id` is null for
  // the site's own games. A run keeps the version it started on, so it is paid from that version's
  // table even if a newer one is published meanwhile.
  sql: `
    CREATE TABLE games (
      id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$'),
      owner_account_id uuid REFERENCES accounts (id),
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
      description text NOT NULL CHECK (length(description) <= 2000),
      category text NOT NULL CHECK (category ~ '^[a-z]{1,24}$'),
      created_at timestamptz NOT NULL
    );
    CREATE INDEX games_by_owner ON games (owner_account_id, created_at DESC);

    CREATE TABLE game_versions (
      game_id text NOT NULL REFERENCES games (id),
      version integer NOT NULL CHECK (version >= 1),
      state text NOT NULL CHECK (state IN ('submitted', 'in_review', 'published', 'rejected')),
      rejection_reason text CHECK (length(rejection_reason) BETWEEN 1 AND 1000),
      -- Where the storage keeps the unpacked bundle (a key prefix ending in /) and the thumbnail.
      files_key text NOT NULL CHECK (length(files_key) <= 300 AND files_key ~ '^[A-Za-z0-9][A-Za-z0-9/_.-]*$'),
      thumbnail_key text CHECK (length(thumbnail_key) BETWEEN 1 AND 300),
      reward_table jsonb NOT NULL,
      created_by uuid REFERENCES accounts (id),
      created_at timestamptz NOT NULL,
      reviewed_by uuid REFERENCES accounts (id),
      reviewed_at timestamptz,
      PRIMARY KEY (game_id, version),
      CHECK ((state = 'rejected') = (rejection_reason IS NOT NULL)),
      CHECK ((state IN ('published', 'rejected')) = (reviewed_at IS NOT NULL))
    );
    CREATE INDEX game_versions_by_state ON game_versions (state, created_at);

    CREATE TABLE game_runs (
      id uuid PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts (id),
      game_id text NOT NULL,
      version integer NOT NULL,
      stamina_cost integer NOT NULL CHECK (stamina_cost >= 0),
      started_at timestamptz NOT NULL,
      finished_at timestamptz,
      score bigint CHECK (score >= 0),
      level integer CHECK (level >= 1),
      completed boolean,
      coins_paid bigint NOT NULL DEFAULT 0 CHECK (coins_paid >= 0),
      capped_by text CHECK (capped_by IN ('run_max', 'daily_limit')),
      FOREIGN KEY (game_id, version) REFERENCES game_versions (game_id, version),
      CHECK ((finished_at IS NULL) = (score IS NULL) AND (finished_at IS NULL) = (completed IS NULL)),
      CHECK (finished_at IS NOT NULL OR (coins_paid = 0 AND capped_by IS NULL AND level IS NULL))
    );
    -- Today's rewards of an account, and whether it ever finished a run.
    CREATE INDEX game_runs_finished_by_account ON game_runs (account_id, finished_at) WHERE finished_at IS NOT NULL;
    -- Plays and coins paid per game (/my-games).
    CREATE INDEX game_runs_by_game ON game_runs (game_id, version);

    CREATE TABLE level_progress (
      account_id uuid NOT NULL REFERENCES accounts (id),
      game_id text NOT NULL REFERENCES games (id),
      level integer NOT NULL CHECK (level >= 1),
      best_score bigint NOT NULL CHECK (best_score >= 0),
      completed_at timestamptz,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (account_id, game_id, level)
    );

    INSERT INTO games (id, owner_account_id, title, description, category, created_at)
      VALUES ('levels', NULL, 'Levels',
        'Our own game: twenty levels, each a little harder than the one before. Finish one to open the next, and earn game coins for every level you complete.',
        'puzzle', now());
    INSERT INTO game_versions (game_id, version, state, files_key, thumbnail_key, reward_table, created_at, reviewed_at)
      VALUES ('levels', 1, 'published', 'games/levels/1/', 'games/levels/1/thumbnail.png', '${JSON.stringify(levelsRewardTable)}'::jsonb, now(), now());
  `,
};
