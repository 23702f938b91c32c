import type { Migration } from './migration.ts';

export const gameSavesMigration: Migration = {
  id: 24,
  name: "Games' saves, one per game and player",
  // Owned by saves/save-store.ts. `version` counts the saves (a save based on an older one is
  // refused); `window_started_at` and `saves_in_window` hold the per-minute rate limit.
  sql: `
    CREATE TABLE game_saves (
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      game_id text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
      version integer NOT NULL CHECK (version >= 1),
      data jsonb NOT NULL,
      bytes integer NOT NULL CHECK (bytes >= 0),
      updated_at timestamptz NOT NULL,
      window_started_at timestamptz NOT NULL,
      saves_in_window integer NOT NULL CHECK (saves_in_window >= 1),
      PRIMARY KEY (account_id, game_id)
    );
  `,
};
