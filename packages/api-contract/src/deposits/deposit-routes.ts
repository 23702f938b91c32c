import type { RouteInfo } from '../route-info.ts';

export const depositRoutes = {
  claimDeposit: {
    method: 'POST',
    path: '/api/deposits',
    auth: 'session',
    errors: ['balance_out_of_range', 'deposit_claimed', 'deposit_failed', 'deposit_too_small', 'deposit_unknown', 'deposit_wrong_chain', 'deposit_wrong_recipient', 'deposits_disabled', 'idempotency_conflict', 'insufficient_balance', 'wallet_not_linked'],
    rateLimited: true,
    alsoSucceedsWith: 202,
    summary: 'Credits gold coins for a CORE transfer to the treasury, read from the chain: 200 credited, 202 still confirming (ask again).',
  },
  listDeposits: { method: 'GET', path: '/api/deposits', auth: 'session', summary: "The account's deposits: confirming, credited, or refused with why." },
} as const satisfies Record<string, RouteInfo>;
