/** The baseline's league: nothing (bench/meta-off/meta-off-hooks.mjs). */
export const recordLeagueRun = (): Promise<void> => Promise.resolve();
