import type { UpdateKind } from './update-problem-store.ts';

export type Fields = Record<string, unknown>;

export const isObject = (value: unknown): value is Fields => value !== null && typeof value === 'object' && !Array.isArray(value);
const chargeIdPattern = /^[A-Za-z0-9_.:-]{1,255}$/;
const safeId = (value: unknown): number | null => (Number.isSafeInteger(value) ? (value as number) : null);

// Every kind of update of Bot API 9: an Update carries `update_id` and at most one of them.
const updateKinds = new Set([
  'message', 'edited_message', 'channel_post', 'edited_channel_post', 'business_connection', 'business_message', 'edited_business_message',
  'deleted_business_messages', 'message_reaction', 'message_reaction_count', 'inline_query', 'chosen_inline_result', 'callback_query',
  'shipping_query', 'pre_checkout_query', 'purchased_paid_media', 'poll', 'poll_answer', 'my_chat_member', 'chat_member', 'chat_join_request',
  'chat_boost', 'removed_chat_boost',
]);

/** A payment's service message, read: the amount and currency as sent (the payment domain checks them). */
export interface PaymentUpdate {
  read: 'payment';
  kind: 'successful_payment' | 'refunded_payment';
  updateId: number;
  chargeId: string;
  telegramUserId: bigint;
  /** Where to tell the payer what happened: the private chat, or null; and in which language. */
  chatId: number | null;
  languageCode: unknown;
  payload: unknown;
  currency: unknown;
  totalAmount: unknown;
}

export type ReadUpdate =
  | { read: 'unreadable'; kind: UpdateKind; updateId: number | null; chargeId: string | null; telegramUserId: bigint | null; payload: unknown; currency: unknown; totalAmount: unknown }
  | { read: 'pre_checkout_query'; updateId: number; id: string; query: Fields }
  | PaymentUpdate
  | { read: 'message'; updateId: number; message: Fields; from: Fields }
  | { read: 'other' };

/**
 * Reads an authenticated post as a Telegram Update, defensively: any JSON may arrive. Kinds the
 * bot does not act on are `other`; anything not shaped as Telegram sends it (no update_id, a kind
 * no Bot API has, a payment or pre-checkout query whose fields are missing or of another type, ids
 * beyond safe integers) is `unreadable`, with what could be read of it.
 */
export function readUpdate(body: unknown): ReadUpdate {
  const unreadable = (kind: UpdateKind, updateId: number | null, fields: Partial<Extract<ReadUpdate, { read: 'unreadable' }>> = {}): ReadUpdate => ({
    read: 'unreadable',
    kind,
    updateId,
    chargeId: null,
    telegramUserId: null,
    payload: undefined,
    currency: undefined,
    totalAmount: undefined,
    ...fields,
  });
  if (!isObject(body)) return unreadable('other', null);
  const updateId = safeId(body.update_id);
  if (updateId === null || updateId < 0) return unreadable('other', null);
  const kinds = Object.keys(body).filter((key) => key !== 'update_id');
  if (kinds.length > 1 || kinds.some((kind) => !updateKinds.has(kind))) return unreadable('other', updateId);

  const query = body.pre_checkout_query;
  if (query !== undefined) {
    if (!isObject(query) || typeof query.id !== 'string') return unreadable('pre_checkout_query', updateId);
    return { read: 'pre_checkout_query', updateId, id: query.id, query };
  }
  const message = body.message;
  if (message === undefined) return { read: 'other' };
  if (!isObject(message)) return unreadable('other', updateId);
  const from = isObject(message.from) ? message.from : {};
  for (const kind of ['successful_payment', 'refunded_payment'] as const) {
    if (message[kind] === undefined) continue;
    const payment = isObject(message[kind]) ? message[kind] : {};
    const chargeId = typeof payment.telegram_payment_charge_id === 'string' && chargeIdPattern.test(payment.telegram_payment_charge_id) ? payment.telegram_payment_charge_id : null;
    const userId = safeId(from.id);
    const telegramUserId = userId === null ? null : BigInt(userId);
    const sent = { payload: payment.invoice_payload, currency: payment.currency, totalAmount: payment.total_amount };
    if (chargeId === null || telegramUserId === null) return unreadable(kind, updateId, { chargeId, telegramUserId, ...sent });
    const chat = isObject(message.chat) ? message.chat : {};
    return { read: 'payment', kind, updateId, chargeId, telegramUserId, chatId: chat.type === 'private' ? safeId(chat.id) : null, languageCode: from.language_code, ...sent };
  }
  return { read: 'message', updateId, message, from };
}
