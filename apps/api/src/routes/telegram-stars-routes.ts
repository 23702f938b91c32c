import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { createStarsInvoice } from '../telegram-stars/create-stars-invoice.ts';
import { refundStarsPayment } from '../telegram-stars/refund-stars-payment.ts';
import { starsSetup } from '../telegram-stars/telegram-stars-enabled.ts';

/**
 * Gold for Telegram Stars in the mini app: the packs, an invoice link per order, and the admins'
 * refund. The payment itself arrives at the bot's webhook (src/telegram-bot/).
 */
export function registerTelegramStarsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'listTelegramStarsPacks', () =>
    Promise.resolve({ packs: [...starsSetup(ctx).packs].map(([stars, goldCoins]) => ({ stars, goldCoins: goldCoins.toString() })) }),
  );

  endpoint(app, 'createTelegramStarsInvoice', async ({ principal, body }) => {
    const invoice = await createStarsInvoice(ctx, starsSetup(ctx), principal.accountId, body.stars);
    return { ...invoice, goldCoins: invoice.goldCoins.toString(), expiresAt: invoice.expiresAt.toISOString() };
  });

  endpoint(app, 'refundTelegramStarsPayment', async ({ body }) => {
    const refund = await refundStarsPayment(ctx, starsSetup(ctx), body.telegramPaymentChargeId);
    return {
      outcome: refund.outcome,
      telegramPaymentChargeId: body.telegramPaymentChargeId,
      accountId: refund.accountId,
      debitedCoins: refund.debitedCoins.toString(),
      shortfallCoins: refund.shortfallCoins.toString(),
    };
  });
}
