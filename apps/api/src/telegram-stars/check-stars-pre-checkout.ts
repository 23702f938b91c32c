import type { ServerContext } from '../context.ts';
import { parseStarsInvoicePayload } from './stars-invoice-payload.ts';
import { findStarsOrder } from './stars-order-store.ts';

/** Telegram's pre_checkout_query, as far as the check reads it. */
export interface PreCheckoutQuery {
  currency: unknown;
  total_amount: unknown;
  invoice_payload: unknown;
}

/** What to answer Telegram: go ahead, or refuse with a reason the player reads in Telegram. */
export type PreCheckoutVerdict = { ok: true } | { ok: false; reason: string };

/**
 * Whether Telegram may take the Stars for this order: it must be one of this site's orders, for
 * the account it names, still open (not paid, not refunded), not expired, in XTR for exactly the
 * order's price. Reads only: the payment itself is decided once, on successful_payment.
 */
export async function checkStarsPreCheckout(ctx: ServerContext, query: PreCheckoutQuery): Promise<PreCheckoutVerdict> {
  const named = parseStarsInvoicePayload(query.invoice_payload);
  if (!named) return { ok: false, reason: 'This order is unknown. Open the shop again and choose a pack.' };
  const order = await findStarsOrder(ctx.db, named.orderId);
  if (!order || order.account_id !== named.accountId) return { ok: false, reason: 'This order is unknown. Open the shop again and choose a pack.' };
  if (order.state === 'paid') return { ok: false, reason: 'This order was already paid. Open the shop again for a new one.' };
  if (order.state === 'refunded') return { ok: false, reason: 'This order was refunded, so it can no longer be paid. Open the shop again for a new one.' };
  if (order.expires_at.getTime() <= ctx.now().getTime()) return { ok: false, reason: 'This order has expired. Open the shop again for a new one.' };
  if (query.currency !== 'XTR' || query.total_amount !== order.stars) return { ok: false, reason: 'The price does not match this order. Open the shop again.' };
  return { ok: true };
}
