import type { ServerContext } from '../context.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { moveForRequest, type EconomyOutcome, type EconomyRequest } from './move-for-request.ts';

/** Game coins to the burn account, for good. */
export function burnGameCoin(ctx: ServerContext, asked: EconomyRequest & { gameCoins: bigint }): Promise<EconomyOutcome> {
  const now = ctx.now();
  return ctx.db.transaction((tx) =>
    moveForRequest(tx, {
      ...asked,
      reason: 'burn_game_coin',
      field: 'body.gameCoins',
      now,
      legs: [{ asset: 'game_coin', from: userParty(asked.accountId), to: systemParty('burn'), amount: asked.gameCoins }],
    }),
  );
}
