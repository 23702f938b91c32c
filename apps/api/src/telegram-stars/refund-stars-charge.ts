import type { ServerContext } from '../context.ts';
import { lockGoldBalance } from '../ledger/lock-gold-balance.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { transfer } from '../ledger/transfer.ts';
import { parseStarsInvoicePayload } from './stars-invoice-payload.ts';
import { lockStarsOrder, lockStarsOrderByCharge, markStarsOrderRefunded, type StarsOrderRow } from './stars-order-store.ts';

export type StarsRefundResult =
  | { outcome: 'refunded'; order: StarsOrderRow; debitedCoins: bigint; shortfallCoins: bigint }
  | { outcome: 'already_refunded'; order: StarsOrderRow }
  | { outcome: 'refund_recorded' }
  | { outcome: 'ignored' };

/**
 * Takes a refunded charge's gold coins back to `mint`, once per charge, in ONE database
 * transaction that locks the order and then the account's gold balance (as Apple's refunds do):
 * the ledger never lets a balance go below zero, so when the account has spent some of the coins
 * it takes what is there and records the rest as the order's `refund_shortfall`, for support to
 * follow up. A refund of an open order this site never saw paid is recorded (`refund_recorded`)
 * so its payment, arriving late, is never credited; a charge of no order here is `ignored`.
 */
export function refundStarsCharge(ctx: ServerContext, refund: { chargeId: string; payload?: unknown; telegramUserId?: bigint }): Promise<StarsRefundResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx): Promise<StarsRefundResult> => {
    const order = await lockStarsOrderByCharge(tx, refund.chargeId);
    if (!order) {
      const named = parseStarsInvoicePayload(refund.payload);
      const unpaid = named && (await lockStarsOrder(tx, named.orderId));
      if (!named || !unpaid || unpaid.account_id !== named.accountId || unpaid.state !== 'open') return { outcome: 'ignored' };
      await markStarsOrderRefunded(tx, unpaid.id, { chargeId: refund.chargeId, telegramUserId: refund.telegramUserId ?? null, debited: 0n, shortfall: 0n, now });
      return { outcome: 'refund_recorded' };
    }
    if (order.state === 'refunded') return { outcome: 'already_refunded', order };

    const balance = order.account_id === null ? 0n : await lockGoldBalance(tx, order.account_id);
    const debited = balance < order.gold_coins ? balance : order.gold_coins;
    if (debited > 0n && order.account_id !== null) {
      await transfer(
        tx,
        { asset: 'gold_coin', from: userParty(order.account_id), to: systemParty('mint'), amount: debited, idempotencyKey: `telegram-stars-refund:${refund.chargeId}`, reason: 'telegram_stars_refund', reference: refund.chargeId },
        { now },
      );
    }
    const shortfall = order.gold_coins - debited;
    await markStarsOrderRefunded(tx, order.id, { chargeId: refund.chargeId, telegramUserId: null, debited, shortfall, now });
    return { outcome: 'refunded', order, debitedCoins: debited, shortfallCoins: shortfall };
  });
}
