import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { createPoolEntry, editPoolEntry } from '../quests/edit-quest-pool.ts';
import { listPoolEntries } from '../quests/quest-pool-store.ts';
import { dailyQuestsView } from '../quests/quests-view.ts';
import { streakView } from '../streaks/streak-view.ts';

/** The daily streak and quests (docs/api/daily-streak-and-quests.md): read by the player, the quest pool edited by admins (the contract's `role`). */
export function registerDailyRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'getStreak', ({ principal }) => streakView(ctx, principal.accountId));
  endpoint(app, 'getDailyQuests', ({ principal }) => dailyQuestsView(ctx, principal.accountId));
  endpoint(app, 'listQuestPool', async () => ({ entries: await listPoolEntries(ctx.db, { enabledOnly: false }) }));
  endpoint(app, 'createQuestPoolEntry', async ({ body }) => ({ entry: await createPoolEntry(ctx, body) }));
  endpoint(app, 'updateQuestPoolEntry', async ({ params, body }) => ({ entry: await editPoolEntry(ctx, Number(params.entry), body) }));
}
