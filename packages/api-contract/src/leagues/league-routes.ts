import type { RouteInfo } from '../route-info.ts';

export const leagueRoutes = {
  getMyLeague: {
    method: 'GET',
    path: '/api/leagues/mine',
    auth: 'session',
    summary:
      "The signed-in player's weekly league: the week (from Monday 00:00 UTC, by the server's clock, with `now` to count down by), their tier, this week's cohort table (null until an accepted run places them) and last week's, closed or about to be, with each place's outcome and reward. Points: 10 per accepted run plus up to 10 for its score against the game's record, at most 100 runs a week (docs/api/weekly-leagues.md).",
  },
  getLeagueFriends: {
    method: 'GET',
    path: '/api/leagues/friends',
    auth: 'session',
    summary: "This week's league points of the signed-in player and their friends (the people they invited and who invited them), whatever their tier and cohort, ranked among themselves (points, then who reached them first), at most 100. A player who has not played this week is not on it.",
  },
  getLeagueCountry: {
    method: 'GET',
    path: '/api/leagues/country',
    auth: 'session',
    summary: "This week's league points of the players of the signed-in player's country (the one they chose in their settings), whatever their tier and cohort, ranked among themselves, the top 100; `country` is null and `rows` empty while the player has not chosen one.",
  },
} as const satisfies Record<string, RouteInfo>;
