import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.ts';
import { endpoint } from '../http/endpoint.ts';
import { userBalances, userHistory } from '../ledger/ledger-history.ts';

/** The signed-in account's balances and its history of transfers (docs/api/ledger.md). */
export function registerLedgerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  endpoint(app, 'getLedgerBalances', async ({ principal }) => {
    const balances = await userBalances(ctx.db, principal.accountId);
    return { balances: { gold_coin: balances.gold_coin.toString(), game_coin: balances.game_coin.toString(), invite_point: balances.invite_point.toString() } };
  });

  endpoint(app, 'listLedgerTransfers', async ({ principal, query }) => {
    const page = await userHistory(ctx.db, principal.accountId, {
      ...(query.cursor === undefined ? {} : { before: BigInt(query.cursor) }),
      limit: query.limit === undefined ? 20 : Number(query.limit),
    });
    return {
      transfers: page.rows.map((row) => ({
        id: row.id.toString(),
        asset: row.asset,
        amount: row.amount.toString(),
        reason: row.reason,
        reference: row.reference,
        note: row.note,
        counterparty: row.counterparty,
        createdAt: row.createdAt.toISOString(),
      })),
      nextCursor: page.nextCursor?.toString() ?? null,
    };
  });
}
