import type { RunBounds, RunHeldReason } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { noRunBounds } from './held-reason.ts';
import type { RunRow } from './run-store.ts';

interface BoundsRow {
  max_score: string | null;
  max_points_per_second: string | null;
  min_run_seconds: number | null;
  max_run_seconds: number | null;
}

const numberOrNull = (value: string | number | null): number | null => (value === null ? null : Number(value));

const boundsOf = (row: BoundsRow): RunBounds => ({
  maxScore: numberOrNull(row.max_score),
  maxPointsPerSecond: numberOrNull(row.max_points_per_second),
  minRunSeconds: row.min_run_seconds,
  maxRunSeconds: row.max_run_seconds,
});

/** The game's plausibility bounds (all null when its maker declared none). */
export async function readRunBounds(db: Queryable, gameId: string): Promise<RunBounds> {
  const [row] = await db.query<BoundsRow>('SELECT max_score::text, max_points_per_second::text, min_run_seconds, max_run_seconds FROM game_run_bounds WHERE game_id = $1', [gameId]);
  return row ? boundsOf(row) : noRunBounds;
}

/** The plausibility bounds of these games, by id (a game without bounds: none declared). */
export async function listRunBounds(db: Queryable, gameIds: readonly string[]): Promise<Map<string, RunBounds>> {
  const rows = await db.query<BoundsRow & { game_id: string }>(
    'SELECT game_id, max_score::text, max_points_per_second::text, min_run_seconds, max_run_seconds FROM game_run_bounds WHERE game_id = ANY($1)',
    [gameIds],
  );
  return new Map(gameIds.map((id) => [id, noRunBounds] as const).concat(rows.map((row) => [row.game_id, boundsOf(row)] as const)));
}

/**
 * The run, locked until the caller's transaction ends (finishes of one run queue here, so only the
 * first pays), with its game's bounds read in the same statement (docs/api/benchmarks.md).
 */
export async function lockRunWithBounds(tx: Queryable, runId: string): Promise<{ run: RunRow; bounds: RunBounds; replayRequired: boolean } | null> {
  const [row] = await tx.query<RunRow & BoundsRow & { replay_required: boolean }>(
    `SELECT r.id, r.account_id, r.game_id, r.version, r.started_at, r.finished_at, r.score, r.level, r.completed, r.coins_paid, r.capped_by, r.finish_answer, r.review, r.seed,
            b.max_score::text, b.max_points_per_second::text, b.min_run_seconds, b.max_run_seconds, v.replays_verified_at IS NOT NULL AS replay_required
       FROM game_runs r LEFT JOIN game_run_bounds b ON b.game_id = r.game_id LEFT JOIN game_versions v ON v.game_id = r.game_id AND v.version = r.version
      WHERE r.id = $1 FOR UPDATE OF r`,
    [runId],
  );
  if (!row) return null;
  const { max_score, max_points_per_second, min_run_seconds, max_run_seconds, replay_required, ...run } = row;
  return { run, bounds: boundsOf({ max_score, max_points_per_second, min_run_seconds, max_run_seconds }), replayRequired: replay_required };
}

/**
 * Marks the version as one whose runs carry replay records, when a record of one of its runs was
 * first verified (in the verdict's transaction): from then on a finish of the version without a
 * record is held `replay_missing` (docs/replays.md).
 */
export async function markVersionReplaysVerified(tx: Queryable, version: { gameId: string; version: number; at: Date }): Promise<void> {
  await tx.query('UPDATE game_versions SET replays_verified_at = $3 WHERE game_id = $1 AND version = $2 AND replays_verified_at IS NULL', [version.gameId, version.version, version.at]);
}

export async function writeRunBounds(db: Queryable, gameId: string, bounds: RunBounds, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO game_run_bounds (game_id, max_score, max_points_per_second, min_run_seconds, max_run_seconds, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (game_id) DO UPDATE SET max_score = $2, max_points_per_second = $3, min_run_seconds = $4, max_run_seconds = $5, updated_at = $6`,
    [gameId, bounds.maxScore, bounds.maxPointsPerSecond, bounds.minRunSeconds, bounds.maxRunSeconds, now],
  );
}

/** Marks a run its finish just held (in the finish's transaction, after `markRunFinished`). */
export async function markRunHeld(db: Queryable, runId: string, reason: RunHeldReason): Promise<void> {
  await db.query('UPDATE game_runs SET held_reason = $2 WHERE id = $1', [runId, reason]);
}

export interface HeldRunRow {
  id: string;
  version: number;
  finished_at: Date;
  score: string;
  level: number | null;
  milliseconds: string;
  held_reason: RunHeldReason;
}

/** The game's runs held since `since`: how many, and the latest `limit`, newest first. */
export async function listHeldRuns(db: Queryable, gameId: string, since: Date, limit: number): Promise<{ total: number; recent: HeldRunRow[] }> {
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_runs WHERE game_id = $1 AND held_reason IS NOT NULL AND finished_at >= $2', [gameId, since]);
  const recent = await db.query<HeldRunRow>(
    `SELECT id, version, finished_at, score::text, level, (extract(epoch FROM finished_at - started_at) * 1000)::bigint::text AS milliseconds, held_reason
       FROM game_runs WHERE game_id = $1 AND held_reason IS NOT NULL AND finished_at >= $2 ORDER BY finished_at DESC, id LIMIT $3`,
    [gameId, since, limit],
  );
  return { total: count?.n ?? 0, recent };
}

export interface PlayedRunRow {
  id: string;
  game_id: string;
  finished_at: Date;
  score: string;
  level: number | null;
  completed: boolean;
  coins_paid: string;
  held_reason: RunHeldReason | null;
}

/** The account's latest finished runs (never review runs), newest first. */
export function listFinishedRuns(db: Queryable, accountId: string, limit: number): Promise<PlayedRunRow[]> {
  return db.query<PlayedRunRow>(
    `SELECT id, game_id, finished_at, score::text, level, completed, coins_paid::text, held_reason
       FROM game_runs WHERE account_id = $1 AND finished_at IS NOT NULL AND NOT review ORDER BY finished_at DESC, id LIMIT $2`,
    [accountId, limit],
  );
}
