import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import { BotApiRefusal, callBotApi } from '../telegram-bot-api/call-bot-api.ts';
import { starsInvoicePayload } from './stars-invoice-payload.ts';
import { insertStarsOrder } from './stars-order-store.ts';
import type { StarsSetup } from './telegram-stars-enabled.ts';

/** How long an order may be paid: the mini app opens its invoice at once. */
export const starsOrderLifetimeMs = 60 * 60 * 1000;

export interface StarsInvoice {
  orderId: string;
  invoiceLink: string;
  stars: number;
  goldCoins: bigint;
  expiresAt: Date;
}

/**
 * Stores a single-use order of the pack priced `stars` for the account, then asks Telegram for
 * its invoice link (createInvoiceLink, XTR, no provider token). The order is stored first, so a
 * payment can never name an order the server does not know; a refused link leaves an open order
 * that simply expires. An unknown price is 400 `telegram_stars_unknown_pack`.
 */
export async function createStarsInvoice(ctx: ServerContext, setup: StarsSetup, accountId: string, stars: number): Promise<StarsInvoice> {
  const goldCoins = setup.packs.get(stars);
  if (goldCoins === undefined) throw new ApiError('telegram_stars_unknown_pack', `No pack of gold is sold for ${stars} Stars.`, { field: 'body.stars' });
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + starsOrderLifetimeMs);
  const order = await ctx.db.transaction((tx) => insertStarsOrder(tx, { id: randomUUID(), accountId, stars, goldCoins, now, expiresAt }));
  let invoiceLink: string;
  try {
    invoiceLink = await callBotApi<string>(setup.bot, 'createInvoiceLink', {
      title: `${goldCoins} gold coins`,
      description: `${goldCoins} gold coins for your account on Core Games.`,
      payload: starsInvoicePayload({ orderId: order.id, accountId }),
      provider_token: '',
      currency: 'XTR',
      prices: [{ label: `${goldCoins} gold coins`, amount: stars }],
    });
  } catch (error) {
    if (error instanceof BotApiRefusal) throw new ApiError('telegram_api_failed', `Telegram did not make the invoice: ${error.description}`);
    throw error;
  }
  if (typeof invoiceLink !== 'string') throw new ApiError('telegram_api_failed', 'Telegram answered createInvoiceLink without a link.');
  return { orderId: order.id, invoiceLink, stars, goldCoins, expiresAt };
}
