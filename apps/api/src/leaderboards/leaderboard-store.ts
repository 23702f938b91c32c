import type { CommitStatement, Queryable } from '../db/database.ts';
import type { BoardPeriod } from './leaderboard-periods.ts';

/** A board: a game, and its level (0 for a game without levels). */
export interface BoardKey {
  gameId: string;
  level: number;
}

export interface ScoreRow {
  account_id: string;
  score: bigint;
  reached_at: Date;
  /** The row's run was replayed to the score it claimed (run_replays, docs/replays.md). */
  verified: boolean;
}

/** Where a row stands on its board: what ranks it. */
export type ScorePlace = Pick<ScoreRow, 'account_id' | 'score' | 'reached_at'>;

/** A score on a board with its rank (1 + the rows ahead of it). */
export interface RankedScore extends ScoreRow {
  rank: number;
}

// Every statement names the board in full (no text pasted in), so src/db/sql-statements.test.ts prepares each one.
const boardParams = (board: BoardKey, period: BoardPeriod): unknown[] => [board.gameId, board.level, period.period, period.startDate];

/**
 * Keeps the run's score as the player's best on the board in each period, in the transaction that
 * finishes the run, in one statement: a higher score replaces the best (and its time), an equal or
 * lower one changes nothing, so a tie keeps the time it was first reached. The table's triggers
 * keep `leaderboard_score_counts` (migration 026) in step.
 */
export async function recordBestScore(tx: Queryable, entry: BestScoreEntry): Promise<void> {
  const { sql, params } = bestScoreStatement(entry);
  await tx.query(sql, params);
}

type BestScoreEntry = BoardKey & { accountId: string; score: number; reachedAt: Date; runId: string; periods: BoardPeriod[] };

/** `recordBestScore`'s statement, every parameter typed in the text so it may also be sent with COMMIT (`Queryable.withCommit`). */
export function bestScoreStatement(entry: BestScoreEntry): CommitStatement {
  return {
    sql: `INSERT INTO leaderboard_scores (game_id, level, period, period_start, account_id, score, reached_at, run_id)
     SELECT $1::text, $2::integer, periods.period, periods.period_start, $5::uuid, $6::bigint, $7::timestamptz, $8::uuid FROM unnest($3::text[], $4::date[]) AS periods (period, period_start)
     ON CONFLICT (game_id, level, period, period_start, account_id)
     DO UPDATE SET score = EXCLUDED.score, reached_at = EXCLUDED.reached_at, run_id = EXCLUDED.run_id
     WHERE EXCLUDED.score > leaderboard_scores.score`,
    params: [
      entry.gameId,
      entry.level,
      entry.periods.map((period) => period.period),
      entry.periods.map((period) => period.startDate),
      entry.accountId,
      entry.score,
      entry.reachedAt.toISOString(),
      entry.runId,
    ],
  };
}

/**
 * Whether `score` would rank in the first `top` of the board in any of `periods` as the player's
 * new best there: it beats the player's own row (or they have none) and fewer than `top` other
 * players have a score as high (an equal score reached earlier ranks ahead of it). One statement;
 * each period reads at most `top` rows of the ranking index.
 */
export async function wouldRankInTop(db: Queryable, entry: BoardKey & { accountId: string; score: number; periods: BoardPeriod[] }, top: number): Promise<boolean> {
  const [row] = await db.query<{ enters: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM unnest($3::text[], $4::date[]) AS p (period, period_start)
        WHERE NOT EXISTS (SELECT 1 FROM leaderboard_scores m WHERE m.game_id = $1 AND m.level = $2 AND m.period = p.period AND m.period_start = p.period_start AND m.account_id = $5 AND m.score >= $6)
          AND (SELECT count(*) FROM (SELECT 1 FROM leaderboard_scores s WHERE s.game_id = $1 AND s.level = $2 AND s.period = p.period AND s.period_start = p.period_start AND s.score >= $6 AND s.account_id <> $5 LIMIT $7) AS ahead) < $7
     ) AS enters`,
    [entry.gameId, entry.level, entry.periods.map((period) => period.period), entry.periods.map((period) => period.startDate), entry.accountId, entry.score, top],
  );
  return row?.enters ?? false;
}

/**
 * Takes a run's scores off every board and period where they are the player's best (a run whose
 * replay did not match, docs/replays.md); the player is off those boards until their next run.
 * The table's triggers keep the counts in step. How many rows went.
 */
export async function removeRunScores(tx: Queryable, run: { accountId: string; runId: string }): Promise<number> {
  const removed = await tx.query('DELETE FROM leaderboard_scores WHERE account_id = $1 AND run_id = $2 RETURNING period', [run.accountId, run.runId]);
  return removed.length;
}

/** The board's first `limit` rows, best first (the ranking index, read in order). */
export async function listTopScores(db: Queryable, board: BoardKey, period: BoardPeriod, limit: number): Promise<RankedScore[]> {
  const rows = await db.query<ScoreRow>(
    `SELECT account_id, score, reached_at, EXISTS (SELECT 1 FROM run_replays p WHERE p.run_id = leaderboard_scores.run_id AND p.verdict = 'verified') AS verified FROM leaderboard_scores WHERE game_id = $1 AND level = $2 AND period = $3 AND period_start = $4::date
      ORDER BY score DESC, reached_at, account_id LIMIT $5`,
    [...boardParams(board, period), limit],
  );
  return rows.map((row, index) => ({ ...row, rank: index + 1 }));
}

/** The player's row on the board, or null. */
export async function findScore(db: Queryable, board: BoardKey, period: BoardPeriod, accountId: string): Promise<ScoreRow | null> {
  const [row] = await db.query<ScoreRow>(`SELECT account_id, score, reached_at, EXISTS (SELECT 1 FROM run_replays p WHERE p.run_id = leaderboard_scores.run_id AND p.verdict = 'verified') AS verified FROM leaderboard_scores WHERE game_id = $1 AND level = $2 AND period = $3 AND period_start = $4::date AND account_id = $5`, [...boardParams(board, period), accountId]);
  return row ?? null;
}

/**
 * How many rows rank ahead of `row`: higher scores, then equal scores reached earlier (then, for
 * the same instant, the account id). The higher scores are added up from the per-bucket counts
 * (migration 026): the buckets of 2^20 scores above the row's, those of 2^10 above it within its
 * 2^20, and the single scores above it within its 2^10, at most about a thousand counts each,
 * however deep the rank. The equal ones are a range of the ranking index.
 */
export async function countAhead(db: Queryable, board: BoardKey, period: BoardPeriod, row: ScorePlace): Promise<number> {
  const [counts] = await db.query<{ higher: string; tied: number }>(
    // Three range reads of the counts' primary key, one per shift.
    `SELECT ((SELECT coalesce(sum(players), 0) FROM leaderboard_score_counts
               WHERE game_id = $1 AND level = $2 AND period = $3 AND period_start = $4::date AND shift = 20 AND bucket > $5::bigint >> 20)
          + (SELECT coalesce(sum(players), 0) FROM leaderboard_score_counts
               WHERE game_id = $1 AND level = $2 AND period = $3 AND period_start = $4::date AND shift = 10 AND bucket > $5::bigint >> 10 AND bucket < (($5::bigint >> 20) + 1) << 10)
          + (SELECT coalesce(sum(players), 0) FROM leaderboard_score_counts
               WHERE game_id = $1 AND level = $2 AND period = $3 AND period_start = $4::date AND shift = 0 AND bucket > $5::bigint AND bucket < (($5::bigint >> 10) + 1) << 10))::text AS higher,
            (SELECT count(*)::int FROM leaderboard_scores WHERE game_id = $1 AND level = $2 AND period = $3 AND period_start = $4::date AND score = $5 AND (reached_at, account_id) < ($6, $7)) AS tied`,
    [...boardParams(board, period), row.score, row.reached_at, row.account_id],
  );
  return Number(counts?.higher ?? 0) + (counts?.tied ?? 0);
}

/** Up to `limit` rows just ahead of `row`, nearest first. */
export async function listScoresAbove(db: Queryable, board: BoardKey, period: BoardPeriod, row: ScorePlace, limit: number): Promise<ScoreRow[]> {
  return db.query<ScoreRow>(
    `(SELECT account_id, score, reached_at, EXISTS (SELECT 1 FROM run_replays p WHERE p.run_id = leaderboard_scores.run_id AND p.verdict = 'verified') AS verified FROM leaderboard_scores WHERE game_id = $1 AND level = $2 AND period = $3 AND period_start = $4::date AND score = $5 AND (reached_at, account_id) < ($6, $7)
       ORDER BY reached_at DESC, account_id DESC LIMIT $8)
     UNION ALL
     (SELECT account_id, score, reached_at, EXISTS (SELECT 1 FROM run_replays p WHERE p.run_id = leaderboard_scores.run_id AND p.verdict = 'verified') AS verified FROM leaderboard_scores WHERE game_id = $1 AND level = $2 AND period = $3 AND period_start = $4::date AND score > $5
       ORDER BY score, reached_at DESC, account_id DESC LIMIT $8)
     ORDER BY score, reached_at DESC, account_id DESC LIMIT $8`,
    [...boardParams(board, period), row.score, row.reached_at, row.account_id, limit],
  );
}

/** Up to `limit` rows just behind `row`, nearest first. */
export async function listScoresBelow(db: Queryable, board: BoardKey, period: BoardPeriod, row: ScorePlace, limit: number): Promise<ScoreRow[]> {
  return db.query<ScoreRow>(
    `(SELECT account_id, score, reached_at, EXISTS (SELECT 1 FROM run_replays p WHERE p.run_id = leaderboard_scores.run_id AND p.verdict = 'verified') AS verified FROM leaderboard_scores WHERE game_id = $1 AND level = $2 AND period = $3 AND period_start = $4::date AND score = $5 AND (reached_at, account_id) > ($6, $7)
       ORDER BY reached_at, account_id LIMIT $8)
     UNION ALL
     (SELECT account_id, score, reached_at, EXISTS (SELECT 1 FROM run_replays p WHERE p.run_id = leaderboard_scores.run_id AND p.verdict = 'verified') AS verified FROM leaderboard_scores WHERE game_id = $1 AND level = $2 AND period = $3 AND period_start = $4::date AND score < $5
       ORDER BY score DESC, reached_at, account_id LIMIT $8)
     ORDER BY score DESC, reached_at, account_id LIMIT $8`,
    [...boardParams(board, period), row.score, row.reached_at, row.account_id, limit],
  );
}

/** The rows of these players on the board, best first, at most `limit`. */
export async function listScoresOfPlayers(db: Queryable, board: BoardKey, period: BoardPeriod, accountIds: readonly string[], limit: number): Promise<ScoreRow[]> {
  return db.query<ScoreRow>(
    `SELECT account_id, score, reached_at, EXISTS (SELECT 1 FROM run_replays p WHERE p.run_id = leaderboard_scores.run_id AND p.verdict = 'verified') AS verified FROM leaderboard_scores WHERE game_id = $1 AND level = $2 AND period = $3 AND period_start = $4::date AND account_id = ANY($5::uuid[])
      ORDER BY score DESC, reached_at, account_id LIMIT $6`,
    [...boardParams(board, period), accountIds, limit],
  );
}

/** The best `limit` of the board among the players who chose `country` (the accounts' view `account_countries`). */
export async function listScoresOfCountry(db: Queryable, board: BoardKey, period: BoardPeriod, country: string, limit: number): Promise<ScoreRow[]> {
  return db.query<ScoreRow>(
    `SELECT s.account_id, s.score, s.reached_at, EXISTS (SELECT 1 FROM run_replays p WHERE p.run_id = s.run_id AND p.verdict = 'verified') AS verified FROM leaderboard_scores s JOIN account_countries c ON c.account_id = s.account_id
      WHERE s.game_id = $1 AND s.level = $2 AND s.period = $3 AND s.period_start = $4::date AND c.country = $5
      ORDER BY s.score DESC, s.reached_at, s.account_id LIMIT $6`,
    [...boardParams(board, period), country, limit],
  );
}

/** Every board of the period where the player has a score. */
export async function listBoardsOfPlayer(db: Queryable, accountId: string, period: BoardPeriod): Promise<(ScoreRow & { game_id: string; level: number })[]> {
  return db.query(
    `SELECT game_id, level, account_id, score, reached_at, EXISTS (SELECT 1 FROM run_replays p WHERE p.run_id = leaderboard_scores.run_id AND p.verdict = 'verified') AS verified FROM leaderboard_scores
      WHERE account_id = $1 AND period = $2 AND period_start = $3::date`,
    [accountId, period.period, period.startDate],
  );
}
