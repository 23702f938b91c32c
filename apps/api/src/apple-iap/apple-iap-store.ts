import type { Queryable } from '../db/database.ts';
import type { AppStoreTransaction } from './app-store-transaction.ts';

/** One row of `apple_iap_transactions` (migration 013). */
export interface AppleIapRow {
  transaction_id: string;
  account_id: string | null;
  product_id: string;
  quantity: number;
  gold_coins: bigint;
  state: 'credited' | 'refunded';
  credited_at: Date | null;
  refunded_at: Date | null;
  refunded_coins: bigint | null;
  refund_shortfall: bigint | null;
}

const columns = 'transaction_id, account_id, product_id, quantity, gold_coins, state, credited_at, refunded_at, refunded_coins, refund_shortfall';

/**
 * Inserts the transaction's row as given, unless one exists: returns it when this call inserted
 * it, null when another did (on PostgreSQL a concurrent insert of the same id waits for the first
 * to commit, so exactly one caller gets the row).
 */
export async function insertIapRow(
  tx: Queryable,
  transaction: AppStoreTransaction,
  row: { accountId: string | null; goldCoins: bigint; state: AppleIapRow['state']; now: Date },
): Promise<AppleIapRow | null> {
  const refunded = row.state === 'refunded';
  const [inserted] = await tx.query<AppleIapRow>(
    `INSERT INTO apple_iap_transactions (transaction_id, original_transaction_id, account_id, product_id, quantity, gold_coins, environment, purchased_at, state, credited_at, refunded_at, refunded_coins, refund_shortfall)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
     ON CONFLICT (transaction_id) DO NOTHING RETURNING ${columns}`,
    [
      transaction.transactionId,
      transaction.originalTransactionId,
      row.accountId,
      transaction.productId,
      transaction.quantity,
      row.goldCoins,
      transaction.environment,
      transaction.purchasedAt,
      row.state,
      refunded ? null : row.now,
      refunded ? row.now : null,
      refunded ? 0n : null,
    ],
  );
  return inserted ?? null;
}

/** The transaction's row, locked until the caller's transaction ends. */
export async function lockIapRow(tx: Queryable, transactionId: string): Promise<AppleIapRow | null> {
  const [row] = await tx.query<AppleIapRow>(`SELECT ${columns} FROM apple_iap_transactions WHERE transaction_id = $1 FOR UPDATE`, [transactionId]);
  return row ?? null;
}

export async function markIapRefunded(tx: Queryable, transactionId: string, refund: { debited: bigint; shortfall: bigint; now: Date }): Promise<void> {
  await tx.query(`UPDATE apple_iap_transactions SET state = 'refunded', refunded_at = $2, refunded_coins = $3, refund_shortfall = $4 WHERE transaction_id = $1`, [
    transactionId,
    refund.now,
    refund.debited,
    refund.shortfall,
  ]);
}
