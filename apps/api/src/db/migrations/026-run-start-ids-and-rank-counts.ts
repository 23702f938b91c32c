import type { Migration } from './migration.ts';

export const runStartIdsAndRankCountsMigration: Migration = {
  id: 26,
  name: "Runs keep their start's request id and answer; leaderboards keep counts of scores per bucket; games' ready timeouts",
  // game_runs (owned by runs/run-store.ts): a repeated start with the same request id (a game's
  // retry after a lost answer) is answered `start_answer`, the first answer; the index makes a
  // second run for one id impossible even if two starts race past the stamina row's lock.
  //
  // leaderboard_score_counts (owned by leaderboards/leaderboard-store.ts): how many players of a
  // board and period have a score in each bucket of 2^shift scores, for shifts 20, 10 and 0, so a
  // rank adds at most about a thousand counts per shift instead of counting every row ahead
  // (docs/api/leaderboards.md, "Ranking at a million scores"). Kept by statement triggers on leaderboard_scores, in
  // the writing transaction, for every way rows change (a finish, a cascade, a bulk load), from
  // the transition tables, in key order (so two writers lock the counts in the same order).
  //
  // game_ready_timeouts (owned by games/ready-timeout-store.ts): the players whose stage showed a
  // version that never said it was ready, once each, with the last time, for the maker.
  sql: `
    CREATE TABLE game_ready_timeouts (
      game_id text NOT NULL,
      version integer NOT NULL,
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      reported_at timestamptz NOT NULL,
      PRIMARY KEY (game_id, version, account_id),
      FOREIGN KEY (game_id, version) REFERENCES game_versions (game_id, version) ON DELETE CASCADE
    );

    ALTER TABLE game_runs ADD COLUMN start_request_id text, ADD COLUMN start_answer jsonb;
    CREATE UNIQUE INDEX game_runs_start_request_id ON game_runs (account_id, game_id, start_request_id) WHERE start_request_id IS NOT NULL;

    CREATE TABLE leaderboard_score_counts (
      game_id text NOT NULL,
      level integer NOT NULL,
      period text NOT NULL,
      period_start date NOT NULL,
      shift smallint NOT NULL CHECK (shift IN (0, 10, 20)),
      bucket bigint NOT NULL,
      players integer NOT NULL,
      PRIMARY KEY (game_id, level, period, period_start, shift, bucket)
    );
    INSERT INTO leaderboard_score_counts (game_id, level, period, period_start, shift, bucket, players)
      SELECT game_id, level, period, period_start, shifts.shift, score >> shifts.shift, count(*)
        FROM leaderboard_scores CROSS JOIN (VALUES (0), (10), (20)) AS shifts (shift)
       GROUP BY 1, 2, 3, 4, 5, 6;

    CREATE FUNCTION leaderboard_scores_recount() RETURNS trigger LANGUAGE plpgsql AS $recount$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO leaderboard_score_counts AS counts (game_id, level, period, period_start, shift, bucket, players)
          SELECT game_id, level, period, period_start, shifts.shift, score >> shifts.shift, sum(delta)
            FROM (SELECT game_id, level, period, period_start, score, 1 AS delta FROM new_rows) AS changes CROSS JOIN (VALUES (0), (10), (20)) AS shifts (shift)
           GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(delta) <> 0
           ORDER BY 1, 2, 3, 4, 5, 6
          ON CONFLICT (game_id, level, period, period_start, shift, bucket) DO UPDATE SET players = counts.players + EXCLUDED.players;
      ELSIF TG_OP = 'UPDATE' THEN
        INSERT INTO leaderboard_score_counts AS counts (game_id, level, period, period_start, shift, bucket, players)
          SELECT game_id, level, period, period_start, shifts.shift, score >> shifts.shift, sum(delta)
            FROM (SELECT game_id, level, period, period_start, score, -1 AS delta FROM old_rows UNION ALL SELECT game_id, level, period, period_start, score, 1 FROM new_rows) AS changes CROSS JOIN (VALUES (0), (10), (20)) AS shifts (shift)
           GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(delta) <> 0
           ORDER BY 1, 2, 3, 4, 5, 6
          ON CONFLICT (game_id, level, period, period_start, shift, bucket) DO UPDATE SET players = counts.players + EXCLUDED.players;
      ELSE
        INSERT INTO leaderboard_score_counts AS counts (game_id, level, period, period_start, shift, bucket, players)
          SELECT game_id, level, period, period_start, shifts.shift, score >> shifts.shift, sum(delta)
            FROM (SELECT game_id, level, period, period_start, score, -1 AS delta FROM old_rows) AS changes CROSS JOIN (VALUES (0), (10), (20)) AS shifts (shift)
           GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(delta) <> 0
           ORDER BY 1, 2, 3, 4, 5, 6
          ON CONFLICT (game_id, level, period, period_start, shift, bucket) DO UPDATE SET players = counts.players + EXCLUDED.players;
      END IF;
      RETURN NULL;
    END
    $recount$;
    CREATE TRIGGER leaderboard_scores_recount_insert AFTER INSERT ON leaderboard_scores REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_scores_recount();
    CREATE TRIGGER leaderboard_scores_recount_update AFTER UPDATE ON leaderboard_scores REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_scores_recount();
    CREATE TRIGGER leaderboard_scores_recount_delete AFTER DELETE ON leaderboard_scores REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_scores_recount();
  `,
};
