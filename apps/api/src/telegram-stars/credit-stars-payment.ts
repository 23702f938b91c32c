import type { ServerContext } from '../context.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { transfer } from '../ledger/transfer.ts';
import { parseStarsInvoicePayload } from './stars-invoice-payload.ts';
import { lockStarsOrder, markStarsOrderPaid } from './stars-order-store.ts';

/** Telegram's successful_payment (or refunded_payment), as far as the server reads it. */
export interface StarsPayment {
  chargeId: string;
  payload: unknown;
  telegramUserId: bigint;
}

export type CreditOutcome = 'credited' | 'already_credited' | 'ignored';

/**
 * Credits a paid order's gold coins (from the system account `mint`: they are bought with Stars
 * from outside) to the account that made it, in ONE database transaction that locks the order,
 * once per charge: the order's row decides, and the ledger's key `telegram-stars:<charge>` guards
 * it as well. The same payment again (Telegram redelivers an update until it is answered) is
 * `already_credited` and moves nothing. A payment for no order of this site, for an order paid
 * with another charge or already refunded, credits nothing (`ignored`; logged by the caller for
 * support, who can refund it).
 */
export function creditStarsPayment(ctx: ServerContext, payment: StarsPayment): Promise<CreditOutcome> {
  const named = parseStarsInvoicePayload(payment.payload);
  if (!named) return Promise.resolve('ignored');
  const now = ctx.now();
  return ctx.db.transaction(async (tx): Promise<CreditOutcome> => {
    const order = await lockStarsOrder(tx, named.orderId);
    if (!order || order.account_id !== named.accountId) return 'ignored';
    if (order.state !== 'open') return order.state === 'paid' && order.telegram_payment_charge_id === payment.chargeId ? 'already_credited' : 'ignored';
    await markStarsOrderPaid(tx, order.id, { chargeId: payment.chargeId, telegramUserId: payment.telegramUserId, now });
    await transfer(
      tx,
      { asset: 'gold_coin', from: systemParty('mint'), to: userParty(named.accountId), amount: order.gold_coins, idempotencyKey: `telegram-stars:${payment.chargeId}`, reason: 'telegram_stars', reference: payment.chargeId },
      { now },
    );
    return 'credited';
  });
}
