import type { ResponseOf } from '@site/api-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../context.ts';
import { BotApiRefusal, callBotApi } from '../telegram-bot-api/call-bot-api.ts';
import { checkStarsPreCheckout } from '../telegram-stars/check-stars-pre-checkout.ts';
import { creditStarsPayment } from '../telegram-stars/credit-stars-payment.ts';
import { refundStarsCharge } from '../telegram-stars/refund-stars-charge.ts';
import { readStartCommand, startReply } from './start-command.ts';

type Outcome = ResponseOf<'telegramBotWebhook'>['outcome'];
type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => value !== null && typeof value === 'object' && !Array.isArray(value);
const chargeIdPattern = /^[A-Za-z0-9_.:-]{1,255}$/;
const telegramId = (value: unknown): bigint | null => (Number.isSafeInteger(value) ? BigInt(value as number) : null);

export interface UpdateContext {
  ctx: ServerContext;
  bot: { apiUrl: string; token: string };
  log: FastifyBaseLogger;
}

/** Calls the Bot API; Telegram refusing (a query too old, a user who blocked the bot) is logged, not retried. */
async function tell(on: UpdateContext, method: string, params: Fields): Promise<void> {
  try {
    await callBotApi(on.bot, method, params);
  } catch (error) {
    if (!(error instanceof BotApiRefusal)) throw error;
    on.log.warn({ method, errorCode: error.errorCode, description: error.description }, 'Telegram refused a Bot API call');
  }
}

/**
 * One update of the bot (Telegram's Update object, already authenticated): the Stars checkout
 * and payments, /start, and nothing else. Fields are read defensively: anything not shaped as
 * Telegram sends it is ignored.
 */
export async function handleUpdate(on: UpdateContext, update: Fields): Promise<Outcome> {
  const query = update.pre_checkout_query;
  if (isObject(query) && typeof query.id === 'string') {
    const verdict = on.ctx.config.telegramStars ? await checkStarsPreCheckout(on.ctx, query as never) : { ok: false as const, reason: 'Purchases are not available right now.' };
    await tell(on, 'answerPreCheckoutQuery', verdict.ok ? { pre_checkout_query_id: query.id, ok: true } : { pre_checkout_query_id: query.id, ok: false, error_message: verdict.reason });
    return 'pre_checkout_answered';
  }
  const message = update.message;
  if (!isObject(message)) return 'ignored';
  const from = isObject(message.from) ? message.from : {};
  const userId = telegramId(from.id);

  for (const kind of ['successful_payment', 'refunded_payment'] as const) {
    const payment = message[kind];
    if (!isObject(payment)) continue;
    const chargeId = payment.telegram_payment_charge_id;
    if (typeof chargeId !== 'string' || !chargeIdPattern.test(chargeId) || payment.currency !== 'XTR' || userId === null) return 'ignored';
    const outcome =
      kind === 'successful_payment'
        ? await creditStarsPayment(on.ctx, { chargeId, payload: payment.invoice_payload, telegramUserId: userId })
        : (await refundStarsCharge(on.ctx, { chargeId, payload: payment.invoice_payload, telegramUserId: userId })).outcome;
    if (outcome === 'ignored') on.log.warn({ kind, chargeId }, 'A Stars payment for no open order of this site: nothing moved (refund it from /admin if it was paid)');
    return outcome;
  }

  const start = readStartCommand(message.text);
  const chat = isObject(message.chat) ? message.chat : {};
  if (start && chat.type === 'private' && Number.isSafeInteger(chat.id)) {
    await tell(on, 'sendMessage', startReply(chat.id as number, on.ctx.config.publicOrigin, start.inviteCode, from.language_code));
    return 'start_answered';
  }
  return 'ignored';
}
