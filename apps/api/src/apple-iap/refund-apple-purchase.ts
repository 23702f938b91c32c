import type { ServerContext } from '../context.ts';
import { lockGoldBalance } from '../ledger/lock-gold-balance.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { transfer } from '../ledger/transfer.ts';
import type { AppStoreTransaction } from './app-store-transaction.ts';
import { insertIapRow, lockIapRow, markIapRefunded } from './apple-iap-store.ts';

export type RefundResult =
  | { outcome: 'refunded'; debitedCoins: bigint; shortfallCoins: bigint }
  | { outcome: 'already_refunded' }
  | { outcome: 'refund_recorded' };

/**
 * Takes a refunded purchase's gold coins back to `mint`, once per transaction id, in ONE database
 * transaction that locks the purchase's row and then the account's gold balance.
 * The ledger never lets a balance go below zero, so when the account has spent some of the coins
 * already it takes what is there and records the rest as the refund's shortfall (the row's
 * `refund_shortfall`, for support to follow up); the account keeps playing with a zero balance.
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

    const balance = row.account_id === null ? 0n : await lockGoldBalance(tx, row.account_id);
    const debited = balance < row.gold_coins ? balance : row.gold_coins;
    if (debited > 0n && row.account_id !== null) {
      await transfer(
        tx,
        { asset: 'gold_coin', from: userParty(row.account_id), to: systemParty('mint'), amount: debited, idempotencyKey: `apple-iap-refund:${row.transaction_id}`, reason: 'apple_iap_refund', reference: row.transaction_id },
        { now },
      );
    }
    const shortfall = row.gold_coins - debited;
    await markIapRefunded(tx, row.transaction_id, { debited, shortfall, now });
    return { outcome: 'refunded', debitedCoins: debited, shortfallCoins: shortfall };
  });
}
