import type { Queryable } from '../db/database.ts';
import { resolveLedgerAccounts } from './ledger-accounts.ts';
import { userParty, type Asset } from './ledger-types.ts';

/**
 * The account's gold coins, its balance row locked until the caller's transaction ends, so nothing
 * spends them while a refund decides how much it can take back.
 */
export function lockGoldBalance(tx: Queryable, accountId: string): Promise<bigint> {
  return lockUserBalance(tx, accountId, 'gold_coin');
}

/** The account's balance of `asset`, its row locked until the caller's transaction ends (taking back what it was paid). */
export async function lockUserBalance(tx: Queryable, accountId: string, asset: Asset): Promise<bigint> {
  const ids = await resolveLedgerAccounts(tx, [userParty(accountId)]);
  const [row] = await tx.query<{ balance: bigint }>('SELECT balance FROM ledger_balances WHERE ledger_account_id = $1 AND asset = $2 FOR UPDATE', [ids.get(`user:${accountId}`), asset]);
  return row?.balance ?? 0n;
}
