import type { Migration } from './migration.ts';

export const gameStageReportsMigration: Migration = {
  id: 29,
  name: "What players' stages report of a published game, for its maker's dashboard",
  // game_stage_reports (owned by game-stats/stage-report-store.ts): one row per version, UTC day,
  // kind, player and detail, counted (`times`) rather than one row per report, so a player
  // reloading the page adds no row; `ready` keeps the player's last time to ready that day. The
  // primary key starts with the game, so a dashboard's 30 days are one range of it.
  //
  // game_runs (owned by runs/run-store.ts) gets an index for the dashboard's days of a game: its
  // runs by start, review runs left out as every count of plays leaves them out.
  sql: `
    CREATE TABLE game_stage_reports (
      game_id text NOT NULL,
      version integer NOT NULL,
      day date NOT NULL,
      kind text NOT NULL CHECK (kind IN ('opened', 'ready', 'run_refused', 'game_error')),
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      detail text NOT NULL DEFAULT '' CHECK (length(detail) <= 120),
      ready_ms integer CHECK (ready_ms BETWEEN 0 AND 600000),
      times integer NOT NULL DEFAULT 1 CHECK (times > 0),
      last_at timestamptz NOT NULL,
      PRIMARY KEY (game_id, version, day, kind, account_id, detail),
      FOREIGN KEY (game_id, version) REFERENCES game_versions (game_id, version) ON DELETE CASCADE,
      CHECK ((kind = 'ready') = (ready_ms IS NOT NULL))
    );

    CREATE INDEX game_runs_by_game_start ON game_runs (game_id, started_at) WHERE NOT review;
  `,
};
