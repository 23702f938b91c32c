import type { ReplayRecord } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';

/** Keeps the replay record a finish carried (in the finish's transaction); its seed is the run's own (`game_runs.seed`). */
export async function insertRunReplay(tx: Queryable, replay: { runId: string; record: ReplayRecord; recordedAt: Date }): Promise<void> {
  const { runId, record, recordedAt } = replay;
  await tx.query('INSERT INTO run_replays (run_id, game_version, inputs, input_count, recorded_at) VALUES ($1, $2, $3::jsonb, $4, $5)', [
    runId,
    record.version,
    JSON.stringify(record.inputs),
    record.inputs.length,
    recordedAt,
  ]);
}

/** A run's kept replay record, with the run's seed, or null when its finish carried none. */
export async function findRunReplay(db: Queryable, runId: string): Promise<ReplayRecord | null> {
  const [row] = await db.query<{ seed: string; game_version: string; inputs: ReplayRecord['inputs'] }>(
    'SELECT r.seed, p.game_version, p.inputs FROM run_replays p JOIN game_runs r ON r.id = p.run_id WHERE p.run_id = $1',
    [runId],
  );
  return row ? { seed: row.seed, version: row.game_version, inputs: row.inputs } : null;
}
