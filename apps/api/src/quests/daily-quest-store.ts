import type { QuestKind, QuestPoolEntry } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';

/** The one store of `daily_quests` (migration 040): an account's quests of a day, as drawn, with their progress. */
export interface StoredQuest {
  slot: number;
  kind: QuestKind;
  target: number;
  gameId: string | null;
  reward: bigint;
  progress: number;
  completedAt: Date | null;
}

interface QuestRow {
  slot: number;
  kind: QuestKind;
  target: number;
  game_id: string | null;
  reward: string;
  progress: number;
  completed_at: Date | null;
}

const select = 'SELECT slot, kind, target, game_id, reward::text AS reward, progress, completed_at FROM daily_quests WHERE account_id = $1 AND day = $2 ORDER BY slot';

const questOf = (row: QuestRow): StoredQuest => ({
  slot: row.slot,
  kind: row.kind,
  target: row.target,
  gameId: row.game_id,
  reward: BigInt(row.reward),
  progress: row.progress,
  completedAt: row.completed_at,
});

export async function readDayQuests(db: Queryable, accountId: string, day: string): Promise<StoredQuest[]> {
  return (await db.query<QuestRow>(select, [accountId, day])).map(questOf);
}

/** The day's quests, locked until the caller's transaction ends. */
export async function lockDayQuests(tx: Queryable, accountId: string, day: string): Promise<StoredQuest[]> {
  return (await tx.query<QuestRow>(`${select} FOR UPDATE`, [accountId, day])).map(questOf);
}

/** Keeps the day's draw and answers the rows it wrote (locked, being new); none when another transaction kept a draw first. */
export async function insertDayQuests(tx: Queryable, accountId: string, day: string, drawn: readonly QuestPoolEntry[]): Promise<StoredQuest[]> {
  if (drawn.length === 0) return [];
  const rows = await tx.query<QuestRow>(
    `INSERT INTO daily_quests (account_id, day, slot, pool_id, kind, target, game_id, reward, progress)
       SELECT $1::uuid, $2::date, slot, pool_id, kind, target, game_id, reward, 0
         FROM unnest($3::smallint[], $4::int[], $5::text[], $6::int[], $7::text[], $8::bigint[]) AS q (slot, pool_id, kind, target, game_id, reward)
     ON CONFLICT DO NOTHING
     RETURNING slot, kind, target, game_id, reward::text AS reward, progress, completed_at`,
    [
      accountId,
      day,
      drawn.map((_, index) => index + 1),
      drawn.map((entry) => entry.id),
      drawn.map((entry) => entry.kind),
      drawn.map((entry) => entry.target),
      drawn.map((entry) => entry.gameId),
      drawn.map((entry) => String(entry.reward)),
    ],
  );
  return rows.map(questOf);
}

export async function writeQuestProgress(tx: Queryable, accountId: string, day: string, quest: Pick<StoredQuest, 'slot' | 'progress' | 'completedAt'>): Promise<void> {
  await tx.query('UPDATE daily_quests SET progress = $4, completed_at = $5 WHERE account_id = $1 AND day = $2 AND slot = $3', [accountId, day, quest.slot, quest.progress, quest.completedAt]);
}
