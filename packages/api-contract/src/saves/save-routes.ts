import type { RouteInfo } from '../route-info.ts';
import { saveLimits } from './save-limits.ts';

export const saveRoutes = {
  getGameSave: {
    method: 'GET',
    path: '/api/games/:game/save',
    auth: 'session',
    errors: ['not_found'],
    summary: "The caller's save of the game (any JSON the game stored), with its version; null when there is none. 404 for a game that is not published.",
  },
  putGameSave: {
    method: 'POST',
    path: '/api/games/:game/save',
    auth: 'session',
    errors: ['not_found', 'rate_limited', 'save_conflict', 'save_too_large'],
    bodyLimit: saveLimits.maxBytes + 16 * 1024,
    summary:
      "Stores the caller's save of the game: `data` is any JSON of at most 256 KiB (413 save_too_large), and `baseVersion` the version it was based on (0 for none). A save based on an older version than the stored one is refused 409 save_conflict, nothing stored: read the newer save. At most 10 saves a minute per game and player (429 rate_limited with retryAfterSeconds).",
  },
} as const satisfies Record<string, RouteInfo>;
