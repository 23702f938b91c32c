/** A Telegram user as updates carry it (`from`). */
export interface TestTelegramUser {
  id: number;
  first_name: string;
  username?: string;
  language_code?: string;
}

export const testTelegramUser = (id: number, overrides: Partial<TestTelegramUser> = {}): TestTelegramUser => ({ id, first_name: `Tester ${id}`, language_code: 'en', ...overrides });

let nextId = 1;
const freshId = (): number => nextId++;

/** A private-chat message from `user`, as Telegram wraps it in an update. */
function messageUpdate(user: TestTelegramUser, fields: Record<string, unknown>): Record<string, unknown> {
  const id = freshId();
  return { update_id: id, message: { message_id: id, from: { is_bot: false, ...user }, chat: { id: user.id, type: 'private', first_name: user.first_name }, date: Math.floor(Date.now() / 1000), ...fields } };
}

/** `/start` (or `/start <parameter>`), as a deep link `t.me/<bot>?start=<parameter>` sends it. */
export function startMessageUpdate(user: TestTelegramUser, parameter?: string): Record<string, unknown> {
  const text = parameter === undefined ? '/start' : `/start ${parameter}`;
  return messageUpdate(user, { text, entities: [{ type: 'bot_command', offset: 0, length: 6 }] });
}

/** A plain text message (anything the bot does not act on). */
export function textMessageUpdate(user: TestTelegramUser, text: string): Record<string, unknown> {
  return messageUpdate(user, { text });
}

/** The query Telegram sends before taking the Stars; the bot has 10 s to answer it. */
export function preCheckoutQueryUpdate(user: TestTelegramUser, invoice: { payload: string; totalAmount: number; currency?: string }): Record<string, unknown> {
  const id = freshId();
  return {
    update_id: id,
    pre_checkout_query: { id: `pcq-${id}`, from: { is_bot: false, ...user }, currency: invoice.currency ?? 'XTR', total_amount: invoice.totalAmount, invoice_payload: invoice.payload },
  };
}

/** The service message of a payment Telegram took. */
export function successfulPaymentUpdate(user: TestTelegramUser, payment: { payload: string; totalAmount: number; chargeId: string }): Record<string, unknown> {
  return messageUpdate(user, {
    successful_payment: { currency: 'XTR', total_amount: payment.totalAmount, invoice_payload: payment.payload, telegram_payment_charge_id: payment.chargeId, provider_payment_charge_id: '' },
  });
}

/** The service message of a payment Telegram refunded (Bot API 7.10+). */
export function refundedPaymentUpdate(user: TestTelegramUser, payment: { payload: string; totalAmount: number; chargeId: string }): Record<string, unknown> {
  return messageUpdate(user, { refunded_payment: { currency: 'XTR', total_amount: payment.totalAmount, invoice_payload: payment.payload, telegram_payment_charge_id: payment.chargeId } });
}
