/** The bounds of the maker's dashboard and of what players' stages report (plain data: the site imports it). */
export const gameStatsLimits = {
  /** The days a dashboard covers, today (UTC) included. */
  dashboardDays: 30,
  /** The longest time to ready a stage reports: past it, the stage has long shown the game anyway. */
  readyMsMax: 600_000,
  detailMaxLength: 120,
  /** The different details (refusals, errors) kept per player, version, day and kind; more are dropped. */
  detailsPerPlayerDay: 10,
  /** The most frequent refusals and errors a dashboard lists. */
  topDetails: 10,
} as const;
