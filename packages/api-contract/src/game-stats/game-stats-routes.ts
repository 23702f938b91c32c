import type { RouteInfo } from '../route-info.ts';

/**
 * What players' stages report of a published game (the page opened, the time to ready, a run
 * refused, a message the SDK host refused), and the maker's dashboard that adds them up with the
 * game's runs.
 */
export const gameStatsRoutes = {
  reportStageEvent: {
    method: 'POST',
    path: '/api/games/:game/stage-events',
    auth: 'session',
    errors: ['not_found'],
    summary:
      "The site's game page and stage report what a signed-in player saw of the game's published version: `opened` (the game's page), `ready` with `readyMs` (the wait the player saw: from Play to the game's ready, 0 for a game loaded ahead of Play that was ready before it; reported once the player pressed Play), `run_refused` with the refusal's error code as `detail`, `game_error` with what the SDK host refused of the game's messages as `detail`. Kept per player, version and UTC day (a repeat counts, `ready` keeps the last time). Answers the version it was recorded for. 404 not_found for a game that is not published.",
  },
  getGameDashboard: {
    method: 'GET',
    path: '/api/my-games/:game/dashboard',
    auth: 'session',
    errors: ['forbidden', 'not_found'],
    summary:
      "The owner's dashboard of a game, all versions or `?version=N`, over the last 30 UTC days: per day the players who opened its page, players and plays (runs started), finished runs and game coins paid; the conversion from opening the page to a finished run; time to ready as players saw it; runs refused and why; the errors the game's SDK host reported. 404 for an unknown game or version, 403 forbidden for someone else's game.",
  },
} as const satisfies Record<string, RouteInfo>;
