import type { ServerContext } from '../context.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { moveForRequest, scaled, type EconomyOutcome, type EconomyRequest } from './move-for-request.ts';

/** Invite points → game coins: the points go to the treasury, the game coins come from the mint. */
export function convertInvitePoint(ctx: ServerContext, asked: EconomyRequest & { invitePoints: bigint }): Promise<EconomyOutcome> {
  const field = 'body.invitePoints';
  const me = userParty(asked.accountId);
  const now = ctx.now();
  return ctx.db.transaction((tx) =>
    moveForRequest(tx, {
      ...asked,
      reason: 'convert_invite_point',
      field,
      now,
      legs: [
        { asset: 'invite_point', from: me, to: systemParty('treasury'), amount: asked.invitePoints },
        { asset: 'game_coin', from: systemParty('mint'), to: me, amount: scaled(asked.invitePoints, ctx.config.economy.gameCoinsPerInvitePoint, field) },
      ],
    }),
  );
}
