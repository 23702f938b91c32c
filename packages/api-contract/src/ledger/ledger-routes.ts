import type { RouteInfo } from '../route-info.ts';

export const ledgerRoutes = {
  getLedgerBalances: { method: 'GET', path: '/api/ledger/balances', auth: 'session', summary: "The account's gold coins, game coins and invite points." },
  listLedgerTransfers: { method: 'GET', path: '/api/ledger/transfers', auth: 'session', summary: "The account's history of transfers, newest first, paged by a cursor." },
} as const satisfies Record<string, RouteInfo>;
