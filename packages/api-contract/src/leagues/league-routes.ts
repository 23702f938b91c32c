import type { RouteInfo } from '../route-info.ts';

export const leagueRoutes = {
  getMyLeague: {
    method: 'GET',
    path: '/api/leagues/mine',
    auth: 'session',
    summary:
      "The signed-in player's weekly league: the week (from Monday 00:00 UTC, by the server's clock, with `now` to count down by), their tier, this week's cohort table (null until an accepted run places them) and last week's, closed or about to be, with each place's outcome and reward. Points: 10 per accepted run plus up to 10 for its score against the game's record, at most 100 runs a week (apps/api/README.md, \"Weekly leagues\").",
  },
} as const satisfies Record<string, RouteInfo>;
