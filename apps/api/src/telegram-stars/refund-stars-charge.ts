import type { ServerContext } from '../context.ts';
import { advisoryLockKeys, takeAdvisoryLock } from '../db/advisory-locks.ts';
import { takeBackGold } from '../ledger/take-back-gold.ts';
import { parseStarsInvoicePayload } from './stars-invoice-payload.ts';
import { lockStarsOrder, lockStarsOrderByCharge, markStarsOrderRefunded, type StarsOrderRow } from './stars-order-store.ts';

export type StarsRefundResult =
  | { outcome: 'refunded'; order: StarsOrderRow; debitedCoins: bigint; shortfallCoins: bigint }
  | { outcome: 'already_refunded'; order: StarsOrderRow }
  | { outcome: 'refund_recorded' }
  | { outcome: 'ignored' };

/**
 * Takes a refunded charge's gold coins back to `mint`, once per charge, in ONE database
 * transaction that holds the charge's advisory lock, then locks the order and then the account's
 * gold balance (as Apple's refunds do);
 * what the account has spent already is recorded as the order's `refund_shortfall` (`takeBackGold`). A refund of an open order this site never saw paid is recorded (`refund_recorded`)
 * so its payment, arriving late, is never credited; a charge of no order here is `ignored`.
 */
export function refundStarsCharge(ctx: ServerContext, refund: { chargeId: string; payload?: unknown; telegramUserId?: bigint }): Promise<StarsRefundResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx): Promise<StarsRefundResult> => {
    await takeAdvisoryLock(tx, advisoryLockKeys.starsCharge(refund.chargeId));
    const order = await lockStarsOrderByCharge(tx, refund.chargeId);
    if (!order) {
      const named = parseStarsInvoicePayload(refund.payload);
      const unpaid = named && (await lockStarsOrder(tx, named.orderId));
      if (!named || !unpaid || unpaid.account_id !== named.accountId || unpaid.state !== 'open') return { outcome: 'ignored' };
      await markStarsOrderRefunded(tx, unpaid.id, { chargeId: refund.chargeId, telegramUserId: refund.telegramUserId ?? null, debited: 0n, shortfall: 0n, now });
      return { outcome: 'refund_recorded' };
    }
    if (order.state === 'refunded') return { outcome: 'already_refunded', order };

    const { debited, shortfall } = await takeBackGold(tx, {
      accountId: order.account_id,
      goldCoins: order.gold_coins,
      idempotencyKey: `telegram-stars-refund:${refund.chargeId}`,
      reason: 'telegram_stars_refund',
      reference: refund.chargeId,
      now,
    });
    await markStarsOrderRefunded(tx, order.id, { chargeId: refund.chargeId, telegramUserId: null, debited, shortfall, now });
    return { outcome: 'refunded', order, debitedCoins: debited, shortfallCoins: shortfall };
  });
}
