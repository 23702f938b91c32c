import type { FastifyInstance } from 'fastify';
import { stampTime, type ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import { endpoint } from '../http/endpoint.ts';
import type { AppleIapConfig } from '../config/apple-iap-config.ts';
import { checkEnvironment, readAppStoreTransaction } from '../apple-iap/app-store-transaction.ts';
import { creditApplePurchase } from '../apple-iap/credit-apple-purchase.ts';
import { refundApplePurchase } from '../apple-iap/refund-apple-purchase.ts';
import { verifyAppStoreJws } from '../apple-iap/verify-app-store-jws.ts';

const enabled = (ctx: ServerContext): AppleIapConfig => {
  if (!ctx.config.appleIap) throw new ApiError('iap_disabled', 'Apple in-app purchase is not enabled on this server.');
  return ctx.config.appleIap;
};

/**
 * Apple in-app purchase (docs/decisions/004-own-apple-verification.md). The iOS app opens /apple-iap#signedTransaction=<JWS> in its
 * web view, which is signed in through the iOS hand-off; that page posts the transaction here
 * with the web view's session. Apple's servers post refunds to the notifications endpoint.
 */
export function registerAppleIapRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'appleIapPurchase', async (request) => {
    const config = enabled(ctx);
    const field = 'body.signedTransaction';
    const payload = await verifyAppStoreJws(request.body.signedTransaction, { roots: config.roots, now: stampTime(ctx), field });
    const transaction = readAppStoreTransaction(payload, config, field);
    const coinsPerUnit = config.products.get(transaction.productId);
    if (coinsPerUnit === undefined) throw new ApiError('iap_unknown_product', `The product ${transaction.productId} is not sold for gold coins here.`, { field });
    const { status, row, goldBalance } = await creditApplePurchase(ctx, request.principal.accountId, transaction, coinsPerUnit, field);
    return {
      status,
      transactionId: row.transaction_id,
      productId: row.product_id,
      quantity: row.quantity,
      goldCoins: row.gold_coins.toString(),
      goldBalance: goldBalance.toString(),
      creditedAt: (row.credited_at ?? ctx.now()).toISOString(),
    };
  });

  endpoint(app, 'appleIapNotification', async (request) => {
    const config = enabled(ctx);
    const field = 'body.signedPayload';
    const notification = await verifyAppStoreJws(request.body.signedPayload, { roots: config.roots, now: stampTime(ctx), field });
    const data = notification.data;
    if (typeof notification.notificationType !== 'string' || data === null || typeof data !== 'object') {
      throw new ApiError('iap_jws_malformed', 'The notification has no notificationType or data.', { field });
    }
    const { bundleId, environment, signedTransactionInfo } = data as Record<string, unknown>;
    if (bundleId !== config.bundleId) throw new ApiError('iap_wrong_app', `This notification is for the app ${String(bundleId)}, not ${config.bundleId}.`, { field });
    checkEnvironment(environment, config, field);
    if (notification.notificationType !== 'REFUND') return { outcome: 'ignored' as const };

    if (typeof signedTransactionInfo !== 'string') throw new ApiError('iap_jws_malformed', 'The refund notification has no signedTransactionInfo.', { field });
    const payload = await verifyAppStoreJws(signedTransactionInfo, { roots: config.roots, now: stampTime(ctx), field });
    const transaction = readAppStoreTransaction(payload, config, field);
    const result = await refundApplePurchase(ctx, transaction, config.products.get(transaction.productId) ?? null);
    if (result.outcome !== 'refunded') return { outcome: result.outcome };
    return { outcome: 'refunded' as const, debitedCoins: result.debitedCoins.toString(), shortfallCoins: result.shortfallCoins.toString() };
  });
}
