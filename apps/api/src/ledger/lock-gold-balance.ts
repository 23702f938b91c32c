import type { Queryable } from '../db/database.ts';
import { resolveLedgerAccounts } from './ledger-accounts.ts';
import { userParty } from './ledger-types.ts';

/**
 * The account's gold coins, its balance row locked until the caller's transaction ends, so nothing
 * spends them while a refund decides how much it can take back.
 */
export async function lockGoldBalance(tx: Queryable, accountId: string): Promise<bigint> {
  const ids = await resolveLedgerAccounts(tx, [userParty(accountId)]);
  const [row] = await tx.query<{ balance: bigint }>("SELECT balance FROM ledger_balances WHERE ledger_account_id = $1 AND asset = 'gold_coin' FOR UPDATE", [
    ids.get(`user:${accountId}`),
  ]);
  return row?.balance ?? 0n;
}
