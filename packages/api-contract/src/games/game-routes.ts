import type { RouteInfo } from '../route-info.ts';

export const gameRoutes = {
  listGames: {
    method: 'GET',
    path: '/api/games',
    auth: 'none',
    summary: 'Published games, newest first, paged by a cursor; each with its playable version, where it is played and its thumbnail.',
  },
  getGame: {
    method: 'GET',
    path: '/api/games/:game',
    auth: 'none',
    errors: ['not_found'],
    summary: 'One published game: its playable version, where it is played, its thumbnail and the reward table a run is paid from. 404 for an unknown or unpublished game.',
  },
} as const satisfies Record<string, RouteInfo>;
