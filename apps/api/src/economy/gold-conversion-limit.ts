import { advisoryLockKeys, takeAdvisoryLock } from '../db/advisory-locks.ts';
import type { Queryable } from '../db/database.ts';
import { sumReceived } from '../ledger/ledger-store.ts';

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
  const { start, end } = utcDay(now);
  return sumReceived(db, accountId, { asset: 'gold_coin', reason: goldConversionReason, from: start, to: end });
}
