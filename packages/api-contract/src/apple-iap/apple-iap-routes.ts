import type { RouteInfo } from '../route-info.ts';

export const appleIapRoutes = {
  appleIapPurchase: {
    method: 'POST',
    path: '/api/apple-iap/transactions',
    auth: 'session',
    rateLimited: true,
    answers: [404, 409],
    summary:
      "Credits the gold coins of a StoreKit 2 signed transaction (signedTransactionInfo) to the signed-in account, once per transaction id: the same transaction again answers 200 'already_credited' and moves nothing.",
  },
  appleIapNotification: {
    method: 'POST',
    path: '/api/apple-iap/notifications',
    auth: 'none',
    // Apple's servers post here: no site page, no CSRF header; the signed payload is the proof.
    crossSite: true,
    answers: [404, 409],
    summary: 'App Store Server Notifications V2 (signedPayload): REFUND takes the refunded gold coins back, once per transaction; other types are acknowledged and ignored.',
  },
} as const satisfies Record<string, RouteInfo>;
