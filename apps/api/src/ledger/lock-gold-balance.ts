import type { Queryable } from '../db/database.ts';
import { lockUserBalance } from './lock-user-balance.ts';

/**
 * The account's gold coins, its balance row locked until the caller's transaction ends, so nothing
 * spends them while a refund decides how much it can take back.
 */
export function lockGoldBalance(tx: Queryable, accountId: string): Promise<bigint> {
  return lockUserBalance(tx, accountId, 'gold_coin');
}
