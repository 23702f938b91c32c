import type { SiteAchievementKey } from '@site/api-contract';
import type { Queryable } from '../db/database.ts';
import { unlockSiteAchievementFor } from './achievement-store.ts';

/**
 * Unlocks a site achievement for the accounts, once ever each, inside the caller's transaction:
 * the streak day that reaches 7 or 30 days (named by its run, so that run's finish tells it),
 * the league close that promotes. Pays nothing.
 */
export async function unlockSiteAchievement(tx: Queryable, key: SiteAchievementKey, accountIds: readonly string[], now: Date, runId: string | null = null): Promise<void> {
  await unlockSiteAchievementFor(tx, key, accountIds, runId, now);
}
