import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { transfer } from '../ledger/transfer.ts';
import { utcDayOf } from '../streaks/utc-days.ts';
import { insertDayQuests, lockDayQuests, writeQuestProgress, type StoredQuest } from './daily-quest-store.ts';
import { drawQuests } from './draw-quests.ts';
import { listPoolEntries } from './quest-pool-store.ts';
import { readQuestChances } from './quest-chances.ts';
import { progressAfter, type QuestEvent } from './quest-progress-rules.ts';

/** The ledger reason of a completed quest's reward; its idempotency key is `quest_reward:<account>:<day>:<slot>`. */
export const questRewardReason = 'quest_reward';

/** The day's quests, locked: drawn from the pool (among the quests the player can complete now) and kept on the day's first progress. */
async function lockDrawnQuests(tx: Queryable, ctx: Pick<ServerContext, 'config'>, accountId: string, day: string): Promise<StoredQuest[]> {
  const kept = await lockDayQuests(tx, accountId, day);
  if (kept.length > 0) return kept;
  const pool = await listPoolEntries(tx, { enabledOnly: true });
  const drawn = drawQuests(pool, accountId, day, await readQuestChances(tx, ctx.config.stamina, accountId, pool));
  if (drawn.length === 0) return [];
  const inserted = await insertDayQuests(tx, accountId, day, drawn);
  return inserted.length > 0 ? inserted : lockDayQuests(tx, accountId, day);
}

/** What the open quests need to know of the event, asked only when one of them does. */
export type QuestEventOf = (open: readonly StoredQuest[]) => Promise<QuestEvent>;

/**
 * Moves the account's quests of `now`'s UTC day by an event the server saw (inside the transaction
 * that accepted the run) and pays each quest that it completes, once: its completion is written in
 * the same transaction, and the reward's idempotency key names the account, day and slot. The
 * quest rows are locked before the ledger's rows (docs/architecture.md, "Lock order"). Returns the
 * quests the event completed (the run's result shows them with their rewards).
 */
export async function advanceQuests(tx: Queryable, ctx: Pick<ServerContext, 'config'>, accountId: string, eventOf: QuestEventOf, now: Date): Promise<StoredQuest[]> {
  const day = utcDayOf(now);
  const open = (await lockDrawnQuests(tx, ctx, accountId, day)).filter((quest) => quest.completedAt === null);
  if (open.length === 0) return [];
  const event = await eventOf(open);
  const completed: StoredQuest[] = [];
  for (const quest of open) {
    const progress = progressAfter(quest, event);
    if (progress === quest.progress) continue;
    const completedAt = progress >= quest.target ? now : null;
    await writeQuestProgress(tx, accountId, day, { slot: quest.slot, progress, completedAt });
    if (completedAt !== null) completed.push({ ...quest, progress, completedAt });
    if (completedAt === null || quest.reward === 0n) continue;
    await transfer(
      tx,
      {
        asset: 'game_coin',
        from: systemParty('rewards'),
        to: userParty(accountId),
        amount: quest.reward,
        idempotencyKey: `${questRewardReason}:${accountId}:${day}:${quest.slot}`,
        reason: questRewardReason,
        reference: `${day}:${quest.slot}`,
      },
      { now },
    );
  }
  return completed;
}
