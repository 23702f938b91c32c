import type { FastifyInstance } from 'fastify';
import { createGameAchievement, editGameAchievement, listMakerAchievements } from '../achievements/edit-game-achievements.ts';
import { gameAchievementsView, myAchievementsView } from '../achievements/achievements-view.ts';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';

/** Achievements (docs/api/achievements.md): read by players, defined by each game's maker in /my-games. */
export function registerAchievementRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'getMyAchievements', ({ principal }) => myAchievementsView(ctx, principal.accountId));
  endpoint(app, 'getGameAchievements', async ({ params, principal }) => ({ achievements: await gameAchievementsView(ctx, params.game, principal?.accountId ?? null) }));
  endpoint(app, 'listMyGameAchievements', ({ params, principal }) => listMakerAchievements(ctx, principal.accountId, params.game));
  endpoint(app, 'createGameAchievement', async ({ params, body, principal }) => ({ achievement: await createGameAchievement(ctx, principal.accountId, params.game, body) }));
  endpoint(app, 'updateGameAchievement', async ({ params, body, principal }) => ({
    achievement: await editGameAchievement(ctx, principal.accountId, params.game, params.achievement, body),
  }));
}
