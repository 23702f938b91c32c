import { Type } from 'typebox';
import { Id, Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import type { telegramStarsRoutes } from './telegram-stars-routes.ts';

const Coins = Type.String({ pattern: '^[0-9]+$' });
/** Telegram's Stars amounts: whole Stars, 1 to 100,000 per invoice (Telegram's own limit is lower). */
const Stars = Type.Integer({ minimum: 1, maximum: 100_000 });
/** Telegram's charge ids are short ASCII identifiers. */
export const TelegramChargeId = Type.String({ minLength: 1, maxLength: 255, pattern: '^[A-Za-z0-9_.:-]+$' });

// Every kind of update of Bot API 9: an Update carries `update_id` and at most one of them.
const updateKinds = [
  'message', 'edited_message', 'channel_post', 'edited_channel_post', 'business_connection', 'business_message', 'edited_business_message',
  'deleted_business_messages', 'message_reaction', 'message_reaction_count', 'inline_query', 'chosen_inline_result', 'callback_query',
  'shipping_query', 'pre_checkout_query', 'purchased_paid_media', 'poll', 'poll_answer', 'my_chat_member', 'chat_member', 'chat_join_request',
  'chat_boost', 'removed_chat_boost',
] as const;

/**
 * A Telegram Update. The server reads the kinds it acts on (message, pre_checkout_query) field by
 * field and ignores the rest, so their contents are not described here; setWebhook asks Telegram
 * for those two kinds only.
 */
const TelegramUpdate = Strict({
  update_id: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  ...Object.fromEntries(updateKinds.map((kind) => [kind, Type.Optional(Type.Unknown())])),
});

export const TelegramStarsPackView = Strict({ stars: Stars, goldCoins: Coins });

export const TelegramStarsInvoiceView = Strict({
  orderId: Id,
  /** The link for the mini app's openInvoice (`https://t.me/$…`). */
  invoiceLink: Type.String(),
  stars: Stars,
  goldCoins: Coins,
  /** After this the order is refused at checkout: ask for a new invoice. */
  expiresAt: Timestamp,
});

export const TelegramWebhookAnswer = Strict({
  /**
   * What the update did: pre_checkout_answered (answered ok or with the reason), credited / already_credited
   * (successful_payment), refunded / already_refunded / refund_recorded (refunded_payment), start_answered
   * (/start), ignored (anything else, or a payment for no order of this site).
   */
  outcome: Type.Union([
    Type.Literal('pre_checkout_answered'),
    Type.Literal('credited'),
    Type.Literal('already_credited'),
    Type.Literal('refunded'),
    Type.Literal('already_refunded'),
    Type.Literal('refund_recorded'),
    Type.Literal('start_answered'),
    Type.Literal('ignored'),
  ]),
});

export const TelegramStarsRefundView = Strict({
  outcome: Type.Union([Type.Literal('refunded'), Type.Literal('already_refunded')]),
  telegramPaymentChargeId: TelegramChargeId,
  accountId: Type.Union([Id, Type.Null()]),
  debitedCoins: Coins,
  shortfallCoins: Coins,
});

export const telegramStarsSchemas = {
  listTelegramStarsPacks: { response: Strict({ packs: Type.Array(TelegramStarsPackView) }) },
  createTelegramStarsInvoice: { body: Strict({ stars: Stars }), response: TelegramStarsInvoiceView },
  telegramBotWebhook: { body: TelegramUpdate, response: TelegramWebhookAnswer },
  refundTelegramStarsPayment: { body: Strict({ telegramPaymentChargeId: TelegramChargeId }), response: TelegramStarsRefundView },
} satisfies SchemasFor<typeof telegramStarsRoutes>;
