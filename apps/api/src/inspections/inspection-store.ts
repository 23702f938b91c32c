import type { InspectionReport, InspectionSummary } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { makeTextStorable, storableText } from '../text/storable-text.ts';

type State = InspectionReport['state'];
type Verdict = NonNullable<InspectionReport['verdict']>;
/** What a finished inspection stores beside its verdict. */
export type StoredReport = Pick<InspectionReport, 'findings' | 'runs'>;

interface InspectionRow {
  game_id: string;
  version: number;
  state: State;
  verdict: Verdict | null;
  report: StoredReport | null;
  problem: string | null;
  queued_at: Date;
  finished_at: Date | null;
}

/** A version's inspection is queued: written in the transaction that stores the version. */
export async function insertQueuedInspection(tx: Queryable, game: string, version: number, now: Date): Promise<void> {
  await tx.query(`INSERT INTO version_inspections (game_id, version, state, queued_at) VALUES ($1, $2, 'queued', $3)`, [game, version, now]);
}

/** The job took it (again, after a failed try). False when the version is gone. */
export async function markInspectionRunning(db: Queryable, game: string, version: number): Promise<boolean> {
  const rows = await db.query(`UPDATE version_inspections SET state = 'running' WHERE game_id = $1 AND version = $2 RETURNING 1`, [game, version]);
  return rows.length > 0;
}

export async function finishInspection(
  db: Queryable,
  game: string,
  version: number,
  outcome: { state: 'done'; verdict: Verdict; report: StoredReport } | { state: 'not_run' | 'failed'; problem: string },
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE version_inspections SET state = $3, verdict = $4, report = $5::jsonb, problem = $6, finished_at = $7 WHERE game_id = $1 AND version = $2`,
    [
      game,
      version,
      outcome.state,
      outcome.state === 'done' ? outcome.verdict : null,
      // A game's own words (its console's errors) are in the report: kept as text the database can store.
      outcome.state === 'done' ? JSON.stringify(makeTextStorable(structuredClone(outcome.report))) : null,
      outcome.state === 'done' ? null : storableText(outcome.problem),
      now,
    ],
  );
}

export async function findInspection(db: Queryable, game: string, version: number): Promise<InspectionReport | undefined> {
  const [row] = await db.query<InspectionRow>(
    'SELECT game_id, version, state, verdict, report, problem, queued_at, finished_at FROM version_inspections WHERE game_id = $1 AND version = $2',
    [game, version],
  );
  if (!row) return undefined;
  return {
    game: row.game_id,
    version: row.version,
    state: row.state,
    verdict: row.verdict,
    queuedAt: row.queued_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    problem: row.problem,
    findings: row.report?.findings ?? [],
    runs: row.report?.runs ?? [],
  };
}

/**
 * A version's verdict (null before one), its row held FOR SHARE until the caller's transaction
 * ends, so an inspection finishing meanwhile waits for a review decision taken on the old verdict.
 */
export async function lockInspectionVerdict(tx: Queryable, game: string, version: number): Promise<Verdict | null> {
  const [row] = await tx.query<{ verdict: Verdict | null }>('SELECT verdict FROM version_inspections WHERE game_id = $1 AND version = $2 FOR SHARE', [game, version]);
  return row?.verdict ?? null;
}

/** The summaries of the given games' versions, by `game/version`. */
export async function listInspectionSummaries(db: Queryable, games: readonly string[]): Promise<Map<string, InspectionSummary>> {
  if (games.length === 0) return new Map();
  const rows = await db.query<{ game_id: string; version: number; state: State; verdict: Verdict | null }>(
    'SELECT game_id, version, state, verdict FROM version_inspections WHERE game_id = ANY($1::text[])',
    [games],
  );
  return new Map(rows.map((row) => [`${row.game_id}/${row.version}`, { state: row.state, verdict: row.verdict }]));
}
