/** The baseline's quests and streak: nothing (bench/meta-off/meta-off-hooks.mjs). */
export const recordDailyProgress = (): Promise<void> => Promise.resolve();
