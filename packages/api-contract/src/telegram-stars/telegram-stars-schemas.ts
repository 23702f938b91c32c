import { Type, type Static } from 'typebox';
import { Id, Strict, Timestamp } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import type { telegramStarsRoutes } from './telegram-stars-routes.ts';

const Coins = Type.String({ pattern: '^[0-9]+$' });
/** Telegram's Stars amounts: whole Stars, 1 to 100,000 per invoice (Telegram's own limit is lower). */
const Stars = Type.Integer({ minimum: 1, maximum: 100_000 });
/** Telegram's charge ids are short ASCII identifiers. */
export const TelegramChargeId = Type.String({ minLength: 1, maxLength: 255, pattern: '^[A-Za-z0-9_.:-]+$' });

/**
 * A Telegram Update (`update_id` and at most one kind: message, pre_checkout_query, …). Taken as
 * any JSON: the server reads the kinds it acts on field by field, and an update it cannot read or
 * apply (a shape or kind it does not know, numbers out of range, wrong types) is acknowledged and
 * recorded for staff, never refused: Telegram delivers a refused update again and again. setWebhook
 * asks Telegram for message and pre_checkout_query only.
 */
const TelegramUpdate = Type.Unknown({ description: "A Telegram Update, as Telegram's servers post it." });

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
   * (/start), help_answered (/help), support_ticket_filed (/paysupport: a support ticket opened, or the
   * one this message opened already, and its number sent to the chat), support_ticket_limited (/paysupport
   * from a chat or account past its tickets for the hour: told when to try again), recorded (not applied, and recorded for staff: a payment whose amount, currency, charge
   * or order is wrong, or an update the server cannot read; see listTelegramUpdateProblems), ignored
   * (anything else: a chat message, a kind of update the bot does not act on).
   */
  outcome: Type.Union([
    Type.Literal('pre_checkout_answered'),
    Type.Literal('credited'),
    Type.Literal('already_credited'),
    Type.Literal('refunded'),
    Type.Literal('already_refunded'),
    Type.Literal('refund_recorded'),
    Type.Literal('start_answered'),
    Type.Literal('help_answered'),
    Type.Literal('support_ticket_filed'),
    Type.Literal('support_ticket_limited'),
    Type.Literal('recorded'),
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

/**
 * Why the webhook acknowledged an update without applying it: unreadable_update (not an update, or
 * one of a kind the bot acts on whose fields it cannot read); amount_mismatch and currency_mismatch
 * (a payment of another amount than its order's price, or not in Stars); charge_reused (its charge
 * id already paid or refunded another order); unknown_order (naming no order of this site, or of
 * another account); order_already_paid (a second charge for a paid order: refund it);
 * order_refunded; unknown_refund (a refund of no charge here); ledger_refused (a balance out of
 * its range, say). A payment with any of them credited nothing.
 */
export const TelegramUpdateProblemCode = Type.Union([
  Type.Literal('unreadable_update'),
  Type.Literal('amount_mismatch'),
  Type.Literal('currency_mismatch'),
  Type.Literal('charge_reused'),
  Type.Literal('unknown_order'),
  Type.Literal('order_already_paid'),
  Type.Literal('order_refunded'),
  Type.Literal('unknown_refund'),
  Type.Literal('ledger_refused'),
]);

export const TelegramUpdateProblemView = Strict({
  id: Type.String({ pattern: '^[0-9]{1,19}$' }),
  problem: TelegramUpdateProblemCode,
  /** The kind of update: a payment, its refund, a pre-checkout query, or `other` (not an update at all, or of a kind no Bot API has). */
  kind: Type.Union([Type.Literal('successful_payment'), Type.Literal('refunded_payment'), Type.Literal('pre_checkout_query'), Type.Literal('other')]),
  updateId: Type.Union([Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }), Type.Null()]),
  orderId: Type.Union([Id, Type.Null()]),
  accountId: Type.Union([Id, Type.Null()]),
  telegramPaymentChargeId: Type.Union([TelegramChargeId, Type.Null()]),
  telegramUserId: Type.Union([Type.String({ pattern: '^[0-9]{1,16}$' }), Type.Null()]),
  /** The order's price in Stars, when the update named an order of this site. */
  expectedStars: Type.Union([Stars, Type.Null()]),
  /** What the update said, as JSON text cut to 64 printable characters: `50`, `1e+300`, `"50"`, `null`. */
  receivedAmount: Type.Union([Type.String({ maxLength: 64 }), Type.Null()]),
  receivedCurrency: Type.Union([Type.String({ maxLength: 64 }), Type.Null()]),
  /** How often Telegram delivered it: once recorded, a delivery again adds one here. */
  deliveries: Type.Integer({ minimum: 1 }),
  firstReceivedAt: Timestamp,
  lastReceivedAt: Timestamp,
});
export type TelegramUpdateProblemView = Static<typeof TelegramUpdateProblemView>;

export const telegramStarsSchemas = {
  listTelegramStarsPacks: { response: Strict({ packs: Type.Array(TelegramStarsPackView) }) },
  createTelegramStarsInvoice: { body: Strict({ stars: Stars }), response: TelegramStarsInvoiceView },
  telegramBotWebhook: { body: TelegramUpdate, response: TelegramWebhookAnswer },
  refundTelegramStarsPayment: { body: Strict({ telegramPaymentChargeId: TelegramChargeId }), response: TelegramStarsRefundView },
  listTelegramUpdateProblems: { response: Strict({ problems: Type.Array(TelegramUpdateProblemView) }) },
} satisfies SchemasFor<typeof telegramStarsRoutes>;
