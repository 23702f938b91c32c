import { advisoryLockKeys, takeAdvisoryLock } from '../db/advisory-locks.ts';
import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/first-row.ts';
import { utcDay } from '../economy/gold-conversion-limit.ts';

/**
 * Makes the account's run finishes wait for each other until the caller's transaction ends, so
 * today's total below is never read by two at once. An advisory lock taken after the run's own
 * row and before any ledger row: nothing takes them in the other order.
 */
export async function lockRunRewards(tx: Queryable, accountId: string): Promise<void> {
  await takeAdvisoryLock(tx, advisoryLockKeys.runRewards(accountId));
}

/**
 * Game coins runs paid the account on `now`'s UTC day, and whether it finished any run before
 * (review runs count for neither): one statement, read under the account's reward lock.
 */
export async function runRewardsState(db: Queryable, accountId: string, now: Date): Promise<{ paidToday: bigint; finishedBefore: boolean }> {
  const { start, end } = utcDay(now);
  const row = firstRow(
    await db.query<{ total: bigint; finished_before: boolean }>(
      `SELECT (SELECT COALESCE(SUM(coins_paid), 0)::bigint FROM game_runs WHERE account_id = $1 AND finished_at >= $2 AND finished_at < $3 AND NOT review) AS total,
              EXISTS (SELECT 1 FROM game_runs WHERE account_id = $1 AND finished_at IS NOT NULL AND held_reason IS NULL AND NOT review) AS finished_before`,
      [accountId, start, end],
    ),
    'SUM run rewards',
  );
  return { paidToday: row.total, finishedBefore: row.finished_before };
}

/** What the pages show of today's limit. */
export function dailyRewardsView(limit: number, paidToday: bigint, now: Date): { limit: string; paidToday: string; leftToday: string; resetsAt: string } {
  const left = BigInt(limit) - paidToday;
  return { limit: String(limit), paidToday: paidToday.toString(), leftToday: (left > 0n ? left : 0n).toString(), resetsAt: utcDay(now).end.toISOString() };
}
