import type { Run } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/first-row.ts';

export interface RunRow {
  id: string;
  account_id: string;
  game_id: string;
  version: number;
  started_at: Date;
  finished_at: Date | null;
  score: bigint | null;
  level: number | null;
  completed: boolean | null;
  coins_paid: bigint;
  capped_by: 'run_max' | 'daily_limit' | null;
  /** The answer its finish was given (JSON), repeated to a retry of that finish; null before. */
  finish_answer: unknown;
  /** A moderator's run of a version under review: free, unpaid, counted nowhere. */
  review: boolean;
  /** The seed of the run's random source (docs/replays.md); null for runs started before seeds. */
  seed: string | null;
}

// lockRunWithBounds (run-bounds-store.ts) names the same columns.
const runColumns = 'id, account_id, game_id, version, started_at, finished_at, score, level, completed, coins_paid, capped_by, finish_answer, review, seed';

export async function insertRun(
  tx: Queryable,
  run: { id: string; accountId: string; gameId: string; version: number; staminaCost: number; startedAt: Date; review?: boolean; startRequestId?: string; seed?: string },
): Promise<RunRow> {
  return firstRow(
    await tx.query<RunRow>(
      `INSERT INTO game_runs (id, account_id, game_id, version, stamina_cost, started_at, review, start_request_id, seed) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${runColumns}`,
      [run.id, run.accountId, run.gameId, run.version, run.staminaCost, run.startedAt, run.review ?? false, run.startRequestId ?? null, run.seed ?? null],
    ),
    'INSERT game_runs',
  );
}

/** The first answer to a start of the account's run of the game with this request id, or null when there was none. */
export async function findStartAnswer(tx: Queryable, start: { accountId: string; gameId: string; requestId: string }): Promise<unknown> {
  const [row] = await tx.query<{ start_answer: unknown }>('SELECT start_answer FROM game_runs WHERE account_id = $1 AND game_id = $2 AND start_request_id = $3', [
    start.accountId,
    start.gameId,
    start.requestId,
  ]);
  return row?.start_answer ?? null;
}

/** Keeps the answer of a run's start, for a repeat of its request id (in the start's transaction). */
export async function saveStartAnswer(tx: Queryable, runId: string, answer: unknown): Promise<void> {
  await tx.query('UPDATE game_runs SET start_answer = $2::jsonb WHERE id = $1', [runId, JSON.stringify(answer)]);
}

/** The run, locked until the caller's transaction ends: finishes of one run queue here, so only the first pays. */
export async function lockRun(tx: Queryable, runId: string): Promise<RunRow | null> {
  const [row] = await tx.query<RunRow>(`SELECT ${runColumns} FROM game_runs WHERE id = $1 FOR UPDATE`, [runId]);
  return row ?? null;
}

/** What a run's finish writes; `answer` is the answer a retry of the finish is given again (none for a review run). */
export interface RunOutcome {
  finishedAt: Date;
  score: number;
  level: number | null;
  completed: boolean;
  coinsPaid: bigint;
  cappedBy: RunRow['capped_by'];
}

/** The run's row as `markRunFinished` will leave it, for an answer built before that one write. */
export const finishedRow = (row: RunRow, outcome: RunOutcome): RunRow => ({
  ...row,
  finished_at: outcome.finishedAt,
  score: BigInt(outcome.score),
  level: outcome.level,
  completed: outcome.completed,
  coins_paid: outcome.coinsPaid,
  capped_by: outcome.cappedBy,
});

export async function markRunFinished(tx: Queryable, runId: string, outcome: RunOutcome, answer: unknown = null): Promise<RunRow> {
  return firstRow(
    await tx.query<RunRow>(
      `UPDATE game_runs SET finished_at = $2, score = $3, level = $4, completed = $5, coins_paid = $6, capped_by = $7, finish_answer = $8::jsonb
        WHERE id = $1 AND finished_at IS NULL RETURNING ${runColumns}`,
      [runId, outcome.finishedAt, outcome.score, outcome.level, outcome.completed, outcome.coinsPaid, outcome.cappedBy, answer === null ? null : JSON.stringify(answer)],
    ),
    'UPDATE game_runs (finish)',
  );
}

/** Whether a finished run was finished with this claim (a retry of the same finish). */
export function finishedWith(row: RunRow, claim: { score: number; level?: number; completed: boolean }): boolean {
  return row.score !== null && Number(row.score) === claim.score && row.level === (claim.level ?? null) && row.completed === claim.completed;
}

/** The account's own finished run (never a review run), or null. */
export async function findFinishedRun(db: Queryable, accountId: string, runId: string): Promise<RunRow | null> {
  const [row] = await db.query<RunRow>(`SELECT ${runColumns} FROM game_runs WHERE id = $1 AND account_id = $2 AND finished_at IS NOT NULL AND NOT review`, [runId, accountId]);
  return row ?? null;
}

/** The earliest moment a run may be finished. */
export const finishableAt = (row: Pick<RunRow, 'started_at'>, minSeconds: number): Date => new Date(row.started_at.getTime() + minSeconds * 1000);

/** A review run has no minimum run time: it pays nothing to protect. */
export function runView(row: RunRow, minSeconds: number): Run {
  return {
    id: row.id,
    game: row.game_id,
    version: row.version,
    startedAt: row.started_at.toISOString(),
    finishableAt: finishableAt(row, row.review ? 0 : minSeconds).toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    score: row.score === null ? null : Number(row.score),
    level: row.level,
    completed: row.completed,
    coinsPaid: row.coins_paid.toString(),
  };
}

/** Plays (review runs left out) and game coins paid of each version of the games, keyed `game/version`. */
export async function listVersionPlays(db: Queryable, gameIds: readonly string[]): Promise<Map<string, { plays: number; coinsPaid: bigint }>> {
  const rows = await db.query<{ game_id: string; version: number; plays: string; coins_paid: string }>(
    `SELECT game_id, version, count(*)::text AS plays, coalesce(sum(coins_paid), 0)::text AS coins_paid
       FROM game_runs WHERE game_id = ANY($1) AND NOT review GROUP BY game_id, version`,
    [gameIds],
  );
  return new Map(rows.map((row) => [`${row.game_id}/${row.version}`, { plays: Number(row.plays), coinsPaid: BigInt(row.coins_paid) }]));
}

/** Finished review runs of each version of the games, keyed `game/version` (a moderator played it before deciding). */
export async function countFinishedReviewRuns(db: Queryable, gameIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.query<{ game_id: string; version: number; runs: number }>(
    `SELECT game_id, version, count(*)::int AS runs FROM game_runs WHERE game_id = ANY($1) AND review AND finished_at IS NOT NULL GROUP BY game_id, version`,
    [gameIds],
  );
  return new Map(rows.map((row) => [`${row.game_id}/${row.version}`, row.runs]));
}

/** A game's runs (review runs left out) per UTC day of their start, from `fromDay` on; `version` null for all. */
export async function listRunDays(
  db: Queryable,
  window: { gameId: string; version: number | null; fromDay: string },
): Promise<{ day: string; players: number; plays: number; finished: number; coinsPaid: bigint }[]> {
  const rows = await db.query<{ day: string; players: number; plays: number; finished: number; coins_paid: string }>(
    `SELECT to_char((started_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, count(DISTINCT account_id)::int AS players,
            count(*)::int AS plays, count(finished_at)::int AS finished, coalesce(sum(coins_paid), 0)::text AS coins_paid
       FROM game_runs
      WHERE game_id = $1 AND ($2::int IS NULL OR version = $2::int) AND NOT review AND started_at >= ($3::date)::timestamp AT TIME ZONE 'UTC'
      GROUP BY 1`,
    [window.gameId, window.version, window.fromDay],
  );
  return rows.map((row) => ({ day: row.day, players: row.players, plays: row.plays, finished: row.finished, coinsPaid: BigInt(row.coins_paid) }));
}

/** Over the same window: the players who started a run, and how many of `accountIds` finished one. */
export async function countRunPlayers(
  db: Queryable,
  window: { gameId: string; version: number | null; fromDay: string },
  accountIds: readonly string[],
): Promise<{ players: number; finishersAmong: number }> {
  const [row] = await db.query<{ players: number; finishers: number }>(
    `SELECT count(DISTINCT account_id)::int AS players,
            count(DISTINCT account_id) FILTER (WHERE finished_at IS NOT NULL AND account_id = ANY($4::uuid[]))::int AS finishers
       FROM game_runs
      WHERE game_id = $1 AND ($2::int IS NULL OR version = $2::int) AND NOT review AND started_at >= ($3::date)::timestamp AT TIME ZONE 'UTC'`,
    [window.gameId, window.version, window.fromDay, accountIds],
  );
  return { players: row?.players ?? 0, finishersAmong: row?.finishers ?? 0 };
}
