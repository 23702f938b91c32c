/**
 * The invoice payload Telegram hands back in pre_checkout_query, successful_payment and
 * refunded_payment: the order and the account it was made for (87 bytes; Telegram allows 128).
 */
export const starsInvoicePayload = (order: { orderId: string; accountId: string }): string => `order:${order.orderId};account:${order.accountId}`;

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const payloadPattern = new RegExp(`^order:(${uuid});account:(${uuid})$`);

/** The order and account a payload names, or null when it is not one of ours. */
export function parseStarsInvoicePayload(payload: unknown): { orderId: string; accountId: string } | null {
  if (typeof payload !== 'string') return null;
  const match = payloadPattern.exec(payload);
  return match?.[1] && match[2] ? { orderId: match[1], accountId: match[2] } : null;
}
