import type { UnlockedAchievements } from '@site/api-contract';

/** The baseline's achievements: none (bench/meta-off/meta-off-hooks.mjs). */
export const unlockRunAchievements = (): Promise<UnlockedAchievements> => Promise.resolve({ site: [], game: [] });
