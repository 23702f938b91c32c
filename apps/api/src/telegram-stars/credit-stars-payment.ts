import type { ServerContext } from '../context.ts';
import { advisoryLockKeys, takeAdvisoryLock } from '../db/advisory-locks.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { transfer } from '../ledger/transfer.ts';
import { parseStarsInvoicePayload } from './stars-invoice-payload.ts';
import { findStarsOrderByCharge, lockStarsOrder, markStarsOrderPaid, type StarsOrderRow } from './stars-order-store.ts';

/** Telegram's successful_payment, as far as the server reads it: the amount and currency as sent, unchecked. */
export interface StarsPayment {
  chargeId: string;
  payload: unknown;
  telegramUserId: bigint;
  currency: unknown;
  totalAmount: unknown;
}

/** Why a payment credited nothing; the webhook records it for staff. */
export type StarsPaymentProblem = 'unknown_order' | 'charge_reused' | 'order_already_paid' | 'order_refunded' | 'currency_mismatch' | 'amount_mismatch';

export type CreditResult =
  | { outcome: 'credited' | 'already_credited'; order: StarsOrderRow }
  | { outcome: 'not_credited'; problem: StarsPaymentProblem; order: StarsOrderRow | null };

/**
 * Credits a paid order's gold coins (from the system account `mint`: they are bought with Stars
 * from outside) to the account that made it, once per charge, in ONE database transaction that
 * holds the charge's advisory lock and the order's row: the order's row decides, and the ledger's
 * key `telegram-stars:<charge>` guards it as well. The same payment again (Telegram redelivers an
 * update until it is answered) is `already_credited` and moves nothing.
 *
 * This is where a payment is checked against its order, and nothing is credited unless it
 * matches: a payment naming no order of this site, a charge id that already paid another order,
 * a second charge for a paid order, a payment of a refunded order, another currency than XTR or
 * another amount than the order's price (exactly: the same integer) is `not_credited` with the
 * problem, and the order stays as it was.
 */
export function creditStarsPayment(ctx: ServerContext, payment: StarsPayment): Promise<CreditResult> {
  const named = parseStarsInvoicePayload(payment.payload);
  if (!named) return Promise.resolve({ outcome: 'not_credited', problem: 'unknown_order', order: null });
  const now = ctx.now();
  return ctx.db.transaction(async (tx): Promise<CreditResult> => {
    await takeAdvisoryLock(tx, advisoryLockKeys.starsCharge(payment.chargeId));
    const order = await lockStarsOrder(tx, named.orderId);
    const refuse = (problem: StarsPaymentProblem): CreditResult => ({ outcome: 'not_credited', problem, order: order && order.account_id === named.accountId ? order : null });
    if (!order || order.account_id !== named.accountId) return refuse('unknown_order');
    if (order.telegram_payment_charge_id === payment.chargeId) return order.state === 'paid' ? { outcome: 'already_credited', order } : refuse('order_refunded');
    if (await findStarsOrderByCharge(tx, payment.chargeId)) return refuse('charge_reused');
    if (order.state !== 'open') return refuse(order.state === 'paid' ? 'order_already_paid' : 'order_refunded');
    if (payment.currency !== 'XTR') return refuse('currency_mismatch');
    if (payment.totalAmount !== order.stars) return refuse('amount_mismatch');

    await markStarsOrderPaid(tx, order.id, { chargeId: payment.chargeId, telegramUserId: payment.telegramUserId, now });
    await transfer(
      tx,
      { asset: 'gold_coin', from: systemParty('mint'), to: userParty(named.accountId), amount: order.gold_coins, idempotencyKey: `telegram-stars:${payment.chargeId}`, reason: 'telegram_stars', reference: payment.chargeId },
      { now },
    );
    return { outcome: 'credited', order };
  });
}
