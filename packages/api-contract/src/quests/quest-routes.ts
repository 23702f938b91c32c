import type { RouteInfo } from '../route-info.ts';

/**
 * Daily quests (docs/api/daily-streak-and-quests.md): three a day per player, drawn
 * from a pool admins edit; progress moves only when the server accepts a run.
 */
export const questRoutes = {
  getDailyQuests: {
    method: 'GET',
    path: '/api/quests',
    auth: 'session',
    summary: "The account's three quests of the server's UTC day with their progress and rewards.",
  },
  listQuestPool: {
    method: 'GET',
    path: '/api/admin/quests',
    auth: 'session',
    role: 'admin',
    summary: 'Admins only: every entry of the daily quest pool, disabled ones included.',
  },
  createQuestPoolEntry: {
    method: 'POST',
    path: '/api/admin/quests',
    auth: 'session',
    role: 'admin',
    status: 201,
    errors: ['not_found'],
    summary: 'Admins only: adds an entry to the daily quest pool. reach_score names a published game (404 not_found otherwise); the other kinds name none.',
  },
  updateQuestPoolEntry: {
    method: 'PATCH',
    path: '/api/admin/quests/:entry',
    auth: 'session',
    role: 'admin',
    errors: ['not_found'],
    summary: "Admins only: changes an entry's target, reward or game, or disables it (enabled: false); quests already drawn today keep what they were drawn with.",
  },
} as const satisfies Record<string, RouteInfo>;
