import type { RouteInfo } from '../route-info.ts';

export const grantRoutes = {
  searchAccounts: {
    method: 'GET',
    path: '/api/admin/accounts',
    auth: 'session',
    role: 'moderator',
    summary:
      'Moderators and admins: finds accounts by account id (exact), or by a part of an e-mail address, wallet address or display name (case-insensitive); at most 20, with their identities and balances.',
  },
  createAdminGrant: {
    method: 'POST',
    path: '/api/admin/grants',
    auth: 'session',
    errors: ['balance_out_of_range', 'idempotency_conflict', 'insufficient_balance'],
    role: 'admin',
    summary:
      'Admins only: credits a player with gold coins, game coins or invite points from the rewards account (compensation, support), with the reason kept in the ledger. Carries `requestId`, a uuid made once per grant: sending it again returns the first answer and moves nothing; the same id with another body is 409 idempotency_conflict.',
  },
} as const satisfies Record<string, RouteInfo>;
