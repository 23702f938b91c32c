import { advisoryLockKeys, takeAdvisoryLock } from '../db/advisory-locks.ts';
import type { Queryable } from '../db/database.ts';
import { firstRow } from '../db/first-row.ts';
import { findUserLedgerAccount } from '../ledger/ledger-accounts.ts';

/** The ledger reason of `/convert-game-coin`; the daily limit counts the ledger's own transfers of it. */
export const goldConversionReason = 'convert_game_coin';

const dayMs = 86_400_000;

/** The UTC day holding `now`: [start, end). */
export function utcDay(now: Date): { start: Date; end: Date } {
  const start = Math.floor(now.getTime() / dayMs) * dayMs;
  return { start: new Date(start), end: new Date(start + dayMs) };
}

/**
 * Makes the account's conversions wait for each other until the caller's transaction ends, so
 * the count below cannot be read by two at once. An advisory lock, taken before any ledger row:
 * other operations never wait on it, so it adds no lock-order cycle with the ledger's row locks.
 */
export async function lockGoldConversions(tx: Queryable, accountId: string): Promise<void> {
  await takeAdvisoryLock(tx, advisoryLockKeys.goldConversions(accountId));
}

/** Gold coins the account got by conversion on `now`'s UTC day, read from the ledger. */
export async function goldConvertedOn(db: Queryable, accountId: string, now: Date): Promise<bigint> {
  const ledgerAccount = await findUserLedgerAccount(db, accountId);
  if (ledgerAccount === null) return 0n;
  const { start, end } = utcDay(now);
  const row = firstRow(
    await db.query<{ total: bigint }>(
      `SELECT COALESCE(SUM(amount), 0)::bigint AS total FROM ledger_transfers
        WHERE to_account = $1 AND asset = 'gold_coin' AND reason = $2 AND created_at >= $3 AND created_at < $4`,
      [ledgerAccount, goldConversionReason, start, end],
    ),
    'SUM converted gold',
  );
  return row.total;
}
