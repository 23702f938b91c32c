import type { RouteInfo } from '../route-info.ts';

/** The daily streak (docs/api/daily-streak-and-quests.md): counted by the server when a run is accepted, only read here. */
export const streakRoutes = {
  getStreak: {
    method: 'GET',
    path: '/api/streak',
    auth: 'session',
    summary: "The account's daily streak on the server's UTC day: the days in a row with an accepted run, the best, whether today counts already, and what the next counted day pays.",
  },
} as const satisfies Record<string, RouteInfo>;
