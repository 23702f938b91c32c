import type { DailyQuest } from '@site/api-contract';
import type { ServerContext } from '../context.ts';
import { findPlayableGame } from '../games/game-store.ts';
import { utcDayOf } from '../streaks/utc-days.ts';
import { readDayQuests, type StoredQuest } from './daily-quest-store.ts';
import { drawQuests } from './draw-quests.ts';
import { listPoolEntries } from './quest-pool-store.ts';
import { readQuestChances } from './quest-chances.ts';

/**
 * The account's quests of the server's UTC day: as kept once anything moved them, else as the pool
 * draws them now, among the quests the player can complete (nothing is written by a read).
 */
export async function dailyQuestsView(ctx: Pick<ServerContext, 'db' | 'now' | 'config'>, accountId: string): Promise<{ day: string; quests: DailyQuest[] }> {
  const day = utcDayOf(ctx.now());
  let quests: StoredQuest[] = await readDayQuests(ctx.db, accountId, day);
  if (quests.length === 0) {
    const pool = await listPoolEntries(ctx.db, { enabledOnly: true });
    quests = drawQuests(pool, accountId, day, await readQuestChances(ctx.db, ctx.config.stamina, accountId, pool)).map((entry, index) => ({
      slot: index + 1,
      kind: entry.kind,
      target: entry.target,
      gameId: entry.gameId,
      reward: BigInt(entry.reward),
      progress: 0,
      completedAt: null,
    }));
  }
  const titles = new Map<string, string | null>();
  for (const gameId of new Set(quests.flatMap((quest) => (quest.gameId === null ? [] : [quest.gameId])))) {
    titles.set(gameId, (await findPlayableGame(ctx.db, gameId))?.view.title ?? null);
  }
  return {
    day,
    quests: quests.map((quest) => ({
      slot: quest.slot,
      kind: quest.kind,
      target: quest.target,
      gameId: quest.gameId,
      gameTitle: quest.gameId === null ? null : (titles.get(quest.gameId) ?? null),
      reward: quest.reward.toString(),
      progress: quest.progress,
      completedAt: quest.completedAt?.toISOString() ?? null,
    })),
  };
}
