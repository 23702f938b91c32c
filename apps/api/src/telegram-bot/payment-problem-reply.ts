import type { StarsPaymentProblem } from '../telegram-stars/credit-stars-payment.ts';
import { chatLanguage } from './chat-language.ts';

type Said = 'mismatch' | 'paid' | 'refunded' | 'unknown';

const texts: Record<'en' | 'es', Record<Said, string>> = {
  en: {
    mismatch: 'Your payment did not match the price of your order, so no gold coins were added. The payment is recorded, and support will return your Stars.',
    paid: 'This order was already paid, so no gold coins were added for this second payment. The payment is recorded, and support will return your Stars.',
    refunded: 'This order was refunded, so no gold coins were added for this payment. The payment is recorded; if Stars were taken for it, support will return them.',
    unknown: 'This payment belongs to no open order of yours, so no gold coins were added. The payment is recorded; if Stars were taken for it, support will return them.',
  },
  es: {
    mismatch: 'Tu pago no coincidía con el precio de tu pedido, así que no se añadieron monedas de oro. El pago ha quedado registrado y soporte te devolverá tus Stars.',
    paid: 'Este pedido ya estaba pagado, así que no se añadieron monedas de oro por este segundo pago. El pago ha quedado registrado y soporte te devolverá tus Stars.',
    refunded: 'Este pedido fue reembolsado, así que no se añadieron monedas de oro por este pago. El pago ha quedado registrado; si se cobraron Stars, soporte te las devolverá.',
    unknown: 'Este pago no corresponde a ningún pedido abierto tuyo, así que no se añadieron monedas de oro. El pago ha quedado registrado; si se cobraron Stars, soporte te las devolverá.',
  },
};

const said: Record<StarsPaymentProblem, Said> = {
  amount_mismatch: 'mismatch',
  currency_mismatch: 'mismatch',
  order_already_paid: 'paid',
  order_refunded: 'refunded',
  charge_reused: 'unknown',
  unknown_order: 'unknown',
};

/** What the bot tells a payer whose payment credited nothing: what happened, that it is recorded, what follows. Spanish for a Spanish Telegram. */
export function paymentProblemReply(chatId: number, problem: StarsPaymentProblem, languageCode: unknown): Record<string, unknown> {
  return { chat_id: chatId, text: texts[chatLanguage(languageCode)][said[problem]] };
}
