import type { RouteInfo } from '../route-info.ts';

/**
 * Achievements (docs/api/achievements.md): the site's own, and those a maker defines for
 * their game in /my-games as a threshold over what the server knows. Unlocked only by the server
 * (a run it accepted, a streak day, a league's close), once per player and achievement.
 */
export const achievementRoutes = {
  getMyAchievements: {
    method: 'GET',
    path: '/api/achievements',
    auth: 'session',
    summary:
      "The signed-in player's achievements: every site achievement, unlocked or locked with its progress where the server knows it (and `waiting` while the site stands in its way: fewer games published than it counts), and each game achievement they unlocked, newest first.",
  },
  getGameAchievements: {
    method: 'GET',
    path: '/api/games/:game/achievements',
    auth: 'optional',
    errors: ['not_found'],
    summary:
      "A published game's achievements in its maker's order (retired ones only where the signed-in player unlocked them), each with its texts per language; for a signed-in player, whether they unlocked each and their progress where known. 404 not_found for a game that is not published.",
  },
  listMyGameAchievements: {
    method: 'GET',
    path: '/api/my-games/:game/achievements',
    auth: 'session',
    errors: ['forbidden', 'not_found'],
    summary:
      "The owner's achievements of their game, retired ones too, each with its unlock rate: the players who unlocked it among those who finished a run of the game; and `reach`, the top score and levels of its newest version's table, beyond which a threshold is refused. 403 forbidden for another maker's game.",
  },
  createGameAchievement: {
    method: 'POST',
    path: '/api/my-games/:game/achievements',
    auth: 'session',
    status: 201,
    errors: ['forbidden', 'not_found', 'achievement_limit'],
    summary:
      "The owner defines an achievement of their game: a kind (score: a run scores at least `threshold`; runs: `threshold` runs of the game finished; level: level `threshold` completed, games with levels only; rank: rank `threshold` or better on the game's all-time board), its texts per language (the game's own language first, each once) and its place in the order. 400 validation_failed for a threshold no run of the game's newest version can meet (a score above its top score, a level past its last). 409 achievement_limit beyond 50 achievements in use.",
  },
  updateGameAchievement: {
    method: 'PATCH',
    path: '/api/my-games/:game/achievements/:achievement',
    auth: 'session',
    errors: ['forbidden', 'not_found', 'achievement_limit'],
    summary:
      "The owner changes an achievement's threshold, texts or place, or retires it (`retired: true`; `false` brings it back, 409 achievement_limit when 50 are in use). Players who unlocked it keep it whatever changes; a changed threshold applies to runs from now on, and is refused (400) beyond what a run can meet, as on creation.",
  },
} as const satisfies Record<string, RouteInfo>;
