import { expect, it } from 'vitest';
import { insertTestGame } from '../test-support/game-test-helpers.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { periodAt } from './leaderboard-periods.ts';
import { countAhead, type ScoreRow } from './leaderboard-store.ts';

// Scores on both sides of every bucket edge (2^10 and 2^20), a tie, and the largest score a run may have.
const scores = [0, 1, 1023, 1024, 1024, 1025, 2047, 1_048_575, 1_048_576, 1_049_600, 5_000_000, 999_999_999];

it('counts the rows ahead from the per-bucket counts exactly as the rows themselves say, after inserts, raises and deletes', async () => {
  const server = await startTestServer();
  const db = server.ctx.db;
  await insertTestGame(db, { id: 'deep', versions: [{ state: 'published' }] });
  const board = { gameId: 'deep', level: 0 };
  const period = periodAt('all', new Date());
  // One statement for most, then one at a time: the triggers count both.
  await db.exec(`
    CREATE TEMPORARY TABLE deep_players AS SELECT n, score, gen_random_uuid() AS account_id FROM unnest(ARRAY[${scores.join(', ')}]::bigint[]) WITH ORDINALITY AS s (score, n);
    INSERT INTO accounts (id, display_name) SELECT account_id, 'Deep ' || n FROM deep_players;
    INSERT INTO leaderboard_scores (game_id, level, period, period_start, account_id, score, reached_at, run_id)
      SELECT 'deep', 0, 'all', DATE '1970-01-01', account_id, score, TIMESTAMPTZ '2026-01-01T00:00:00Z' + n * INTERVAL '1 minute', gen_random_uuid() FROM deep_players WHERE n > 2;
    INSERT INTO leaderboard_scores (game_id, level, period, period_start, account_id, score, reached_at, run_id)
      SELECT 'deep', 0, 'all', DATE '1970-01-01', account_id, score, TIMESTAMPTZ '2026-01-01T00:00:00Z', gen_random_uuid() FROM deep_players WHERE n = 1;
    INSERT INTO leaderboard_scores (game_id, level, period, period_start, account_id, score, reached_at, run_id)
      SELECT 'deep', 0, 'all', DATE '1970-01-01', account_id, score, TIMESTAMPTZ '2026-01-01T00:00:00Z', gen_random_uuid() FROM deep_players WHERE n = 2;
  `);
  const expectRanksRight = async () => {
    const rows = await db.query<ScoreRow & { ahead: number }>(
      `SELECT account_id, score, reached_at, (SELECT count(*)::int FROM leaderboard_scores other WHERE other.game_id = 'deep' AND (other.score > mine.score OR (other.score = mine.score AND (other.reached_at, other.account_id) < (mine.reached_at, mine.account_id)))) AS ahead
         FROM leaderboard_scores mine WHERE game_id = 'deep'`,
    );
    for (const row of rows) expect({ score: row.score, ahead: await countAhead(db, board, period, row) }).toEqual({ score: row.score, ahead: row.ahead });
    // The counts are what counting the rows again gives.
    const drift = await db.query(
      `SELECT shift, bucket FROM leaderboard_score_counts c WHERE game_id = 'deep' AND players <> (
         SELECT count(*) FROM leaderboard_scores s WHERE s.game_id = 'deep' AND s.score >> c.shift = c.bucket)`,
    );
    expect(drift).toEqual([]);
    return rows.length;
  };
  expect(await expectRanksRight()).toBe(scores.length);

  // A raised best moves between buckets; a removed row (its account deleted) leaves them.
  await db.exec(`UPDATE leaderboard_scores SET score = 1048577 WHERE game_id = 'deep' AND score = 1`);
  await db.exec(`DELETE FROM leaderboard_scores WHERE game_id = 'deep' AND score = 2047`);
  expect(await expectRanksRight()).toBe(scores.length - 1);
});
