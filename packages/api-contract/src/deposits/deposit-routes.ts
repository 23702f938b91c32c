import type { RouteInfo } from '../route-info.ts';

export const depositRoutes = {
  claimDeposit: {
    method: 'POST',
    path: '/api/deposits',
    auth: 'session',
    rateLimited: true,
    answers: [202, 404, 409, 422],
    summary: 'Credits gold coins for a CORE transfer to the treasury, read from the chain: 200 credited, 202 still confirming (ask again).',
  },
  listDeposits: { method: 'GET', path: '/api/deposits', auth: 'session', summary: "The account's deposits: confirming, credited, or refused with why." },
} as const satisfies Record<string, RouteInfo>;
