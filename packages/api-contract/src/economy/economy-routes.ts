import type { RouteInfo } from '../route-info.ts';

const idempotent =
  'Carries `requestId`, a uuid the page makes once per confirmed action: sending it again returns the first answer and moves nothing; the same id with another body is 409 idempotency_conflict.';

export const economyRoutes = {
  getEconomySummary: {
    method: 'GET',
    path: '/api/economy/summary',
    auth: 'session',
    summary: "What the economy pages show: the account's balances, the rates, what is left of today's gold conversion limit, the price of recovering stamina, and the coins burnt.",
  },
  convertGameCoin: {
    method: 'POST',
    path: '/api/economy/convert-game-coin',
    auth: 'session',
    errors: ['balance_out_of_range', 'daily_limit_reached', 'idempotency_conflict', 'insufficient_balance'],
    summary: `Game coins to whole gold coins at the configured rate, within the daily limit per account (UTC day). ${idempotent}`,
  },
  convertInvitePoint: {
    method: 'POST',
    path: '/api/economy/convert-invite-point',
    auth: 'session',
    errors: ['balance_out_of_range', 'idempotency_conflict', 'insufficient_balance'],
    summary: `Invite points to game coins at the configured rate. ${idempotent}`,
  },
  burnGameCoin: { method: 'POST', path: '/api/economy/burn-game-coin', auth: 'session', errors: ['balance_out_of_range', 'idempotency_conflict', 'insufficient_balance'], summary: `Game coins to the burn account, for good. ${idempotent}` },
  recoverStamina: {
    method: 'POST',
    path: '/api/economy/recover-stamina',
    auth: 'session',
    errors: ['balance_out_of_range', 'idempotency_conflict', 'insufficient_balance', 'stamina_full'],
    summary: `Stamina back to the max for the configured gold price, in one transaction; 409 stamina_full (nothing charged) when it is full already. ${idempotent}`,
  },
  getBurntTotals: {
    method: 'GET',
    path: '/api/economy/burnt',
    auth: 'optional',
    summary: 'Game coins burnt on the whole site, and by the signed-in account (null when signed out).',
  },
} as const satisfies Record<string, RouteInfo>;
