const dayMs = 86_400_000;

/** The UTC day of an instant, `YYYY-MM-DD`. */
export const utcDayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/** The day `count` days after `day` (before, when negative). */
export const addDays = (day: string, count: number): string => utcDayOf(new Date(Date.parse(`${day}T00:00:00Z`) + count * dayMs));

/** How many days `later` comes after `earlier`. */
export const daysBetween = (earlier: string, later: string): number => Math.round((Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / dayMs);
