import { Type, type Static } from 'typebox';
import { Strict } from '../common-schemas.ts';
import type { SchemasFor } from '../endpoint-schemas.ts';
import type { appleIapRoutes } from './apple-iap-routes.ts';

/** A JWS in compact form as the App Store signs it (header with the x5c chain, payload, signature). */
export const AppStoreJws = Type.String({ minLength: 5, maxLength: 32_768, pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$', description: 'A JWS in compact serialization.' });

const Coins = Type.String({ pattern: '^[0-9]+$' });

export const AppleIapPurchase = Strict({
  /** credited: the coins were added now; already_credited: this transaction was credited to this account before, nothing moved. */
  status: Type.Union([Type.Literal('credited'), Type.Literal('already_credited')]),
  transactionId: Type.String(),
  productId: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  goldCoins: Type.String({ pattern: '^[0-9]+$', description: 'Gold coins this transaction credited.' }),
  goldBalance: Type.String({ pattern: '^[0-9]+$', description: "The account's gold coins now." }),
  creditedAt: Type.String({ format: 'date-time' }),
});
export type AppleIapPurchase = Static<typeof AppleIapPurchase>;

export const AppleIapNotificationOutcome = Strict({
  /**
   * refunded: the coins were taken back now (`debitedCoins`; `shortfallCoins` had been spent already);
   * already_refunded: this refund was handled before; refund_recorded: a refund for a transaction never
   * credited here, kept so it is never credited; ignored: a notification type the site does not act on.
   */
  outcome: Type.Union([Type.Literal('refunded'), Type.Literal('already_refunded'), Type.Literal('refund_recorded'), Type.Literal('ignored')]),
  debitedCoins: Type.Optional(Coins),
  shortfallCoins: Type.Optional(Coins),
});
export type AppleIapNotificationOutcome = Static<typeof AppleIapNotificationOutcome>;

export const appleIapSchemas = {
  appleIapPurchase: { body: Strict({ signedTransaction: AppStoreJws }), response: AppleIapPurchase },
  appleIapNotification: { body: Strict({ signedPayload: AppStoreJws }), response: AppleIapNotificationOutcome },
} satisfies SchemasFor<typeof appleIapRoutes>;
