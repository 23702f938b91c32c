import type { ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import { BotApiRefusal, callBotApi } from '../telegram-bot-api/call-bot-api.ts';
import { refundStarsCharge } from './refund-stars-charge.ts';
import { lockStarsOrderByCharge } from './stars-order-store.ts';
import type { StarsSetup } from './telegram-stars-enabled.ts';

export interface StarsRefundAnswer {
  outcome: 'refunded' | 'already_refunded';
  accountId: string | null;
  debitedCoins: bigint;
  shortfallCoins: bigint;
}

/**
 * An admin's refund: Telegram returns the Stars (refundStarPayment) and then the gold is taken
 * back once (refundStarsCharge). A charge Telegram already refunded (CHARGE_ALREADY_REFUNDED, say
 * from Telegram's own support) is taken back here all the same; a charge of no order here is 404
 * `telegram_stars_unknown_charge`; another refusal is 502 `telegram_api_failed` and moves nothing.
 */
export async function refundStarsPayment(ctx: ServerContext, setup: StarsSetup, chargeId: string): Promise<StarsRefundAnswer> {
  const field = 'body.telegramPaymentChargeId';
  const order = await ctx.db.transaction((tx) => lockStarsOrderByCharge(tx, chargeId));
  if (!order || order.telegram_user_id === null) throw new ApiError('telegram_stars_unknown_charge', 'No Stars payment with this charge id was made on this site.', { field });
  if (order.state === 'paid') {
    try {
      await callBotApi<boolean>(setup.bot, 'refundStarPayment', { user_id: Number(order.telegram_user_id), telegram_payment_charge_id: chargeId });
    } catch (error) {
      if (!(error instanceof BotApiRefusal)) throw error;
      if (!error.description.includes('CHARGE_ALREADY_REFUNDED')) throw new ApiError('telegram_api_failed', `Telegram did not refund the payment: ${error.description}`, { field });
    }
  }
  const result = await refundStarsCharge(ctx, { chargeId });
  if (result.outcome === 'refunded') return { outcome: 'refunded', accountId: result.order.account_id, debitedCoins: result.debitedCoins, shortfallCoins: result.shortfallCoins };
  if (result.outcome !== 'already_refunded') throw new Error(`refund of a known charge ${chargeId} gave ${result.outcome}`);
  const { account_id: accountId, refunded_coins: debited, refund_shortfall: shortfall } = result.order;
  return { outcome: 'already_refunded', accountId, debitedCoins: debited ?? 0n, shortfallCoins: shortfall ?? 0n };
}
