import type { QuestKind, QuestPoolEntry } from '@site/api-contract';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import { requirePlayableGame } from '../games/game-store.ts';
import { insertPoolEntry, requirePoolEntryForUpdate, updatePoolEntry, type PoolEntryFields } from './quest-pool-store.ts';

/** A reach_score entry names a published game; no other kind names one (400 on the field otherwise, 404 for an unknown game). */
async function checkGame(db: Queryable, kind: QuestKind, gameId: string | null): Promise<void> {
  if (kind !== 'reach_score') {
    if (gameId !== null) throw new ApiError('validation_failed', `body.gameId: only a reach_score quest names a game.`, { field: 'body.gameId' });
    return;
  }
  if (gameId === null) throw new ApiError('validation_failed', 'body.gameId: a reach_score quest names the game to score in.', { field: 'body.gameId' });
  await requirePlayableGame(db, gameId);
}

export async function createPoolEntry(
  ctx: Pick<ServerContext, 'db' | 'now'>,
  body: { kind: QuestKind; target: number; gameId?: string | undefined; reward: number; enabled?: boolean | undefined },
): Promise<QuestPoolEntry> {
  const fields: PoolEntryFields = { kind: body.kind, target: body.target, gameId: body.gameId ?? null, reward: body.reward, enabled: body.enabled ?? true };
  await checkGame(ctx.db, fields.kind, fields.gameId);
  return insertPoolEntry(ctx.db, fields, ctx.now());
}

/** Changes what is given of an entry; its kind stays (a new kind is a new entry). */
export function editPoolEntry(
  ctx: Pick<ServerContext, 'db' | 'now'>,
  id: number,
  body: { target?: number | undefined; gameId?: string | undefined; reward?: number | undefined; enabled?: boolean | undefined },
): Promise<QuestPoolEntry> {
  return ctx.db.transaction(async (tx) => {
    const entry = await requirePoolEntryForUpdate(tx, id);
    const fields: PoolEntryFields = {
      kind: entry.kind,
      target: body.target ?? entry.target,
      gameId: body.gameId ?? entry.gameId,
      reward: body.reward ?? entry.reward,
      enabled: body.enabled ?? entry.enabled,
    };
    await checkGame(tx, fields.kind, fields.gameId);
    return updatePoolEntry(tx, id, fields, ctx.now());
  });
}
