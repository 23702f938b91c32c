import type { RouteInfo } from '../route-info.ts';

export const appleIapRoutes = {
  appleIapPurchase: {
    method: 'POST',
    path: '/api/apple-iap/transactions',
    auth: 'session',
    errors: ['balance_out_of_range', 'iap_certificate_expired', 'iap_certificate_invalid', 'iap_certificate_not_yet_valid', 'iap_disabled', 'iap_jws_malformed', 'iap_signature_invalid', 'iap_transaction_claimed', 'iap_transaction_refunded', 'iap_unknown_product', 'iap_unknown_root', 'iap_wrong_account', 'iap_wrong_app', 'iap_wrong_environment', 'idempotency_conflict', 'insufficient_balance'],
    rateLimited: true,
    summary:
      "Credits the gold coins of a StoreKit 2 signed transaction (signedTransactionInfo) to the signed-in account, once per transaction id: the same transaction again answers 200 'already_credited' and moves nothing.",
  },
  appleIapNotification: {
    method: 'POST',
    path: '/api/apple-iap/notifications',
    auth: 'none',
    errors: ['balance_out_of_range', 'iap_certificate_expired', 'iap_certificate_invalid', 'iap_certificate_not_yet_valid', 'iap_disabled', 'iap_jws_malformed', 'iap_signature_invalid', 'iap_unknown_root', 'iap_wrong_app', 'iap_wrong_environment', 'idempotency_conflict', 'insufficient_balance'],
    // Apple's servers post here: no site page, no CSRF header; the signed payload is the proof.
    crossSite: true,
    summary: 'App Store Server Notifications V2 (signedPayload): REFUND takes the refunded gold coins back, once per transaction; other types are acknowledged and ignored.',
  },
} as const satisfies Record<string, RouteInfo>;
