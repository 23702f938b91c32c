import type { SiteAchievementKey } from '@site/api-contract';

/**
 * The site's own achievements (docs/api/achievements.md): the same for every player,
 * their texts in the site's locales (apps/web). Each is unlocked where what it counts happens: a
 * run's finish (first run, three stars, runs, games), the streak day (streaks/count-streak-day.ts)
 * and the league's close (leagues/close-league-weeks.ts). `target` is the count its progress
 * shows, for those the server counts.
 */
export const siteAchievements: readonly { key: SiteAchievementKey; target: number | null }[] = [
  { key: 'first_run', target: null },
  { key: 'first_three_stars', target: null },
  { key: 'runs_50', target: 50 },
  { key: 'games_5', target: 5 },
  { key: 'streak_7', target: 7 },
  { key: 'streak_30', target: 30 },
  { key: 'first_promotion', target: null },
];

/** The streak achievements a streak of `days` reaches. */
export const streakAchievementsAt = (days: number): SiteAchievementKey[] => [...(days >= 7 ? (['streak_7'] as const) : []), ...(days >= 30 ? (['streak_30'] as const) : [])];
