import type { ServerContext } from '../context.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { moveAlone, type EconomyOutcome, type EconomyRequest } from './move-for-request.ts';

/** Game coins to the burn account, for good: one ledger operation and nothing else, so one statement. */
export function burnGameCoin(ctx: ServerContext, asked: EconomyRequest & { gameCoins: bigint }): Promise<EconomyOutcome> {
  return moveAlone(ctx.db, {
    ...asked,
    reason: 'burn_game_coin',
    field: 'body.gameCoins',
    now: ctx.now(),
    legs: [{ asset: 'game_coin', from: userParty(asked.accountId), to: systemParty('burn'), amount: asked.gameCoins }],
  });
}
