/** A board's periods (plain data: the site imports it without the contract's schemas). all: all-time; week: from Monday 00:00 UTC; day: the UTC day. */
export const leaderboardPeriods = ['all', 'week', 'day'] as const;
