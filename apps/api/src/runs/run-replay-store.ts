import type { ReplayRecord } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import type { RunScore } from '../leaderboards/record-run-score.ts';

/**
 * Keeps the replay record a finish carried (in the finish's transaction); its seed is the run's own
 * (`game_runs.seed`). `boardPending`: the run's board entry waits for the verdict; `leaguePoints`:
 * what the run earned in its week, for a mismatch to take back (migration 049).
 */
export async function insertRunReplay(tx: Queryable, replay: { runId: string; record: ReplayRecord; recordedAt: Date; boardPending?: boolean; leaguePoints?: number }): Promise<void> {
  const { runId, record, recordedAt } = replay;
  await tx.query('INSERT INTO run_replays (run_id, game_version, inputs, input_count, recorded_at, board_pending, league_points) VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)', [
    runId,
    record.version,
    JSON.stringify(record.inputs),
    record.inputs.length,
    recordedAt,
    replay.boardPending ?? false,
    replay.leaguePoints ?? 0,
  ]);
}

/**
 * Ends the wait of the run's board entry, once: the run as the boards need it when its entry was
 * waiting (and, with `unchecked`, its record still has no verdict), else null. The caller puts it
 * on the boards, or not (a mismatch).
 */
export async function endBoardWait(tx: Queryable, runId: string, unchecked: boolean): Promise<RunScore | null> {
  const [row] = await tx.query<{ account_id: string; game_id: string; level: number | null; score: string; finished_at: Date }>(
    `UPDATE run_replays p SET board_pending = false FROM game_runs r
      WHERE p.run_id = $1 AND p.board_pending AND r.id = p.run_id AND (NOT $2::boolean OR p.verdict IS NULL)
      RETURNING r.account_id, r.game_id, r.level, r.score::text, r.finished_at`,
    [runId, unchecked],
  );
  return row ? { runId, accountId: row.account_id, gameId: row.game_id, level: row.level, score: Number(row.score), finishedAt: row.finished_at } : null;
}

/** A run's kept replay record, with the run's seed, or null when its finish carried none. */
export async function findRunReplay(db: Queryable, runId: string): Promise<ReplayRecord | null> {
  const [row] = await db.query<{ seed: string; game_version: string; inputs: ReplayRecord['inputs'] }>(
    'SELECT r.seed, p.game_version, p.inputs FROM run_replays p JOIN game_runs r ON r.id = p.run_id WHERE p.run_id = $1',
    [runId],
  );
  return row ? { seed: row.seed, version: row.game_version, inputs: row.inputs } : null;
}

/** What the replay job needs of a recorded run: the record, and the run's game, version and claimed score. */
export interface RecordedRun {
  record: ReplayRecord;
  accountId: string;
  coinsPaid: bigint;
  gameId: string;
  version: number;
  score: number;
  finishedAt: Date;
  leaguePoints: number;
  verdict: 'verified' | 'mismatch' | null;
}

export async function findRecordedRun(db: Queryable, runId: string): Promise<RecordedRun | null> {
  const [row] = await db.query<{ seed: string; game_version: string; inputs: ReplayRecord['inputs']; account_id: string; coins_paid: bigint; game_id: string; version: number; score: string; finished_at: Date; league_points: number; verdict: RecordedRun['verdict'] }>(
    'SELECT r.seed, p.game_version, p.inputs, r.account_id, r.coins_paid, r.game_id, r.version, r.score::text, r.finished_at, p.league_points, p.verdict FROM run_replays p JOIN game_runs r ON r.id = p.run_id WHERE p.run_id = $1',
    [runId],
  );
  if (!row) return null;
  return {
    record: { seed: row.seed, version: row.game_version, inputs: row.inputs },
    accountId: row.account_id,
    coinsPaid: row.coins_paid,
    gameId: row.game_id,
    version: row.version,
    score: Number(row.score),
    finishedAt: row.finished_at,
    leaguePoints: row.league_points,
    verdict: row.verdict,
  };
}

/** Keeps what playing the record again came to, once: a second verdict for the same run changes nothing. */
export async function markReplayChecked(db: Queryable, check: { runId: string; verdict: 'verified' | 'mismatch'; replayedScore: number | null; at: Date }): Promise<boolean> {
  const rows = await db.query('UPDATE run_replays SET verdict = $2, replayed_score = $3, checked_at = $4 WHERE run_id = $1 AND verdict IS NULL RETURNING run_id', [
    check.runId,
    check.verdict,
    check.replayedScore,
    check.at,
  ]);
  return rows.length === 1;
}

export interface MismatchedRunRow {
  run_id: string;
  version: number;
  finished_at: Date;
  checked_at: Date;
  level: number | null;
  score: string;
  replayed_score: string | null;
}

/** The game's runs whose replay was judged a mismatch since `since`: how many, and the latest `limit`, newest verdict first. */
export async function listMismatchedRuns(db: Queryable, gameId: string, since: Date, limit: number): Promise<{ total: number; recent: MismatchedRunRow[] }> {
  const [count] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM run_replays p JOIN game_runs r ON r.id = p.run_id WHERE p.verdict = 'mismatch' AND p.checked_at >= $2 AND r.game_id = $1",
    [gameId, since],
  );
  const recent = await db.query<MismatchedRunRow>(
    `SELECT p.run_id, r.version, r.finished_at, p.checked_at, r.level, r.score::text, p.replayed_score::text
       FROM run_replays p JOIN game_runs r ON r.id = p.run_id WHERE p.verdict = 'mismatch' AND p.checked_at >= $2 AND r.game_id = $1
      ORDER BY p.checked_at DESC, p.run_id LIMIT $3`,
    [gameId, since, limit],
  );
  return { total: count?.n ?? 0, recent };
}
