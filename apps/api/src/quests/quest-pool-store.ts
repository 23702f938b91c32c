import type { QuestKind, QuestPoolEntry } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/first-row.ts';
import { ApiError } from '../errors/api-error.ts';

/** The one store of `quest_pool` (migration 040): what admins edit in /admin. */
interface PoolRow {
  id: number;
  kind: QuestKind;
  target: number;
  game_id: string | null;
  reward: string;
  enabled: boolean;
  updated_at: Date;
}

const columns = 'id, kind, target, game_id, reward::text AS reward, enabled, updated_at';

const entryOf = (row: PoolRow): QuestPoolEntry => ({
  id: row.id,
  kind: row.kind,
  target: row.target,
  gameId: row.game_id,
  reward: Number(row.reward),
  enabled: row.enabled,
  updatedAt: row.updated_at.toISOString(),
});

export async function listPoolEntries(db: Queryable, options: { enabledOnly: boolean }): Promise<QuestPoolEntry[]> {
  const rows = await db.query<PoolRow>(`SELECT ${columns} FROM quest_pool ${options.enabledOnly ? 'WHERE enabled' : ''} ORDER BY id`);
  return rows.map(entryOf);
}

export interface PoolEntryFields {
  kind: QuestKind;
  target: number;
  gameId: string | null;
  reward: number;
  enabled: boolean;
}

export async function insertPoolEntry(db: Queryable, fields: PoolEntryFields, now: Date): Promise<QuestPoolEntry> {
  const row = firstRow(
    await db.query<PoolRow>(`INSERT INTO quest_pool (kind, target, game_id, reward, enabled, updated_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${columns}`, [
      fields.kind,
      fields.target,
      fields.gameId,
      fields.reward,
      fields.enabled,
      now,
    ]),
    'INSERT quest_pool',
  );
  return entryOf(row);
}

/** The entry, locked until the caller's transaction ends; 404 not_found when there is none. */
export async function requirePoolEntryForUpdate(tx: Queryable, id: number): Promise<QuestPoolEntry> {
  const [row] = await tx.query<PoolRow>(`SELECT ${columns} FROM quest_pool WHERE id = $1 FOR UPDATE`, [id]);
  if (!row) throw new ApiError('not_found', `There is no quest pool entry ${id}.`);
  return entryOf(row);
}

export async function updatePoolEntry(tx: Queryable, id: number, fields: PoolEntryFields, now: Date): Promise<QuestPoolEntry> {
  const row = firstRow(
    await tx.query<PoolRow>(`UPDATE quest_pool SET target = $2, game_id = $3, reward = $4, enabled = $5, updated_at = $6 WHERE id = $1 RETURNING ${columns}`, [
      id,
      fields.target,
      fields.gameId,
      fields.reward,
      fields.enabled,
      now,
    ]),
    'UPDATE quest_pool',
  );
  return entryOf(row);
}
