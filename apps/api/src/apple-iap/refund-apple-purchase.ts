import type { ServerContext } from '../context.ts';
import { takeBackGold } from '../ledger/take-back-gold.ts';
import type { AppStoreTransaction } from './app-store-transaction.ts';
import { insertIapRow, lockIapRow, markIapRefunded } from './apple-iap-store.ts';

export type RefundResult =
  | { outcome: 'refunded'; debitedCoins: bigint; shortfallCoins: bigint }
  | { outcome: 'already_refunded' }
  | { outcome: 'refund_recorded' };

/**
 * Takes a refunded purchase's gold coins back to `mint`, once per transaction id, in ONE database
 * transaction that locks the purchase's row and then the account's gold balance; what the
 * account has spent already is recorded as the row's `refund_shortfall` (`takeBackGold`).
 * A refund of a transaction never credited here is recorded (`refund_recorded`), so the app can
 * never have it credited later.
 */
export function refundApplePurchase(ctx: ServerContext, transaction: AppStoreTransaction, coinsPerUnit: bigint | null): Promise<RefundResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx): Promise<RefundResult> => {
    const goldCoins = (coinsPerUnit ?? 0n) * BigInt(transaction.quantity);
    if (await insertIapRow(tx, transaction, { accountId: null, goldCoins, state: 'refunded', now })) return { outcome: 'refund_recorded' };
    const row = await lockIapRow(tx, transaction.transactionId);
    if (!row) throw new Error(`apple_iap_transactions row ${transaction.transactionId} vanished`);
    if (row.state === 'refunded') return { outcome: 'already_refunded' };

    const { debited, shortfall } = await takeBackGold(tx, {
      accountId: row.account_id,
      goldCoins: row.gold_coins,
      idempotencyKey: `apple-iap-refund:${row.transaction_id}`,
      reason: 'apple_iap_refund',
      reference: row.transaction_id,
      now,
    });
    await markIapRefunded(tx, row.transaction_id, { debited, shortfall, now });
    return { outcome: 'refunded', debitedCoins: debited, shortfallCoins: shortfall };
  });
}
