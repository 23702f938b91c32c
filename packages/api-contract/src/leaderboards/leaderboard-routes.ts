import type { RouteInfo } from '../route-info.ts';

const boardRules =
  'A board is one game (for a game with levels, one level: `level` is then required) and one period: `all` (all-time, the default), `week` (from Monday 00:00 UTC) or `day` (the UTC day), the current one. Each player is on it once, with their best score of a run the server accepted in that period; a higher score ranks first, and of equal scores the one reached first. 404 leaderboard_unknown_game (details.field params.game) for a game that is not published, 404 leaderboard_unknown_level (details.field query.level) for a level the game does not have, a missing level of a game with levels, or a level given for a game without.';

export const leaderboardRoutes = {
  getLeaderboard: {
    method: 'GET',
    path: '/api/games/:game/leaderboard',
    auth: 'optional',
    errors: ['leaderboard_unknown_game', 'leaderboard_unknown_level'],
    revalidates: true,
    summary: `The top 100 of a game's board, to anyone; a signed-in player's own row is marked \`you\`. ${boardRules}`,
  },
  getLeaderboardAroundMe: {
    method: 'GET',
    path: '/api/games/:game/leaderboard/around-me',
    auth: 'session',
    errors: ['leaderboard_unknown_game', 'leaderboard_unknown_level'],
    summary: `The signed-in player's rank on a board with the ten players around it (five above and five below when there are); \`me\` is null while the player has no score on it. ${boardRules}`,
  },
  getLeaderboardFriends: {
    method: 'GET',
    path: '/api/games/:game/leaderboard/friends',
    auth: 'session',
    errors: ['leaderboard_unknown_game', 'leaderboard_unknown_level'],
    summary: `The signed-in player and their friends (the people they invited and who invited them) on a board, ranked among themselves, at most 100. ${boardRules}`,
  },
  getLeaderboardCountry: {
    method: 'GET',
    path: '/api/games/:game/leaderboard/country',
    auth: 'session',
    errors: ['leaderboard_unknown_game', 'leaderboard_unknown_level'],
    summary: `The players of the signed-in player's country (the one they chose in their settings) on a board, ranked among themselves, at most 100; \`country\` is null and \`entries\` empty while the player has not chosen one. ${boardRules}`,
  },
  getMyLeaderboardRanks: {
    method: 'GET',
    path: '/api/leaderboards/mine',
    auth: 'session',
    summary: "The signed-in player's rank on every board of a period where they have a score (published games only), best rank first, at most 50.",
  },
} as const satisfies Record<string, RouteInfo>;
