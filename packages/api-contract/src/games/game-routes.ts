import type { RouteInfo } from '../route-info.ts';

export const gameRoutes = {
  listGames: {
    method: 'GET',
    path: '/api/games',
    auth: 'none',
    revalidates: true,
    summary: 'Published games, newest first, paged by a cursor; each with its playable version, where it is played and its thumbnail.',
  },
  getGame: {
    method: 'GET',
    path: '/api/games/:game',
    auth: 'none',
    errors: ['not_found'],
    summary: 'One published game: its playable version, where it is played, its thumbnail and the reward table a run is paid from. 404 for an unknown or unpublished game.',
  },
  setGameDescriptions: {
    method: 'PATCH',
    path: '/api/games/:game/descriptions',
    auth: 'session',
    errors: ['forbidden', 'not_found'],
    summary:
      "The owner replaces their game's descriptions, one per language, its own language first (at most 10). 400 validation_failed naming the field for a language given twice; 403 forbidden for a game that is not theirs; 404 not_found for an unknown game.",
  },
  reportGameReadyTimeout: {
    method: 'POST',
    path: '/api/games/:game/ready-timeout',
    auth: 'session',
    errors: ['not_found'],
    summary:
      "The site's game stage says the game's published version never said it was ready (the game SDK's `gameReady`, or `ready` in version 1) and was shown anyway after the stage's wait (30 s). Kept once per player and version, with the last time; the maker sees it in /api/my-games. Answers the version it was recorded for. 404 not_found for a game that is not published.",
  },
} as const satisfies Record<string, RouteInfo>;
