import type { Queryable } from '../db/database.ts';

/**
 * `npm start`'s quests (docs/api/daily-streak-and-quests.md): migration 040 seeds
 * the pool disabled, so that staff of a real site choose what to offer; a developer's fresh site
 * should show a new player their three quests instead. Turns the seeded entries on while nobody
 * has edited the pool (every entry still as seeded, in one instant, none enabled); once staff touch
 * it, their choice stands. Returns how many it turned on. Not called by `main.ts` or the test beds.
 */
export async function offerStarterQuests(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `UPDATE quest_pool SET enabled = true, updated_at = $1
      WHERE NOT EXISTS (SELECT 1 FROM quest_pool WHERE enabled)
        AND (SELECT count(DISTINCT updated_at) FROM quest_pool) = 1
     RETURNING id`,
    [now],
  );
  return rows.length;
}
