import type { ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { moveForRequest, operationDone, operationKey, scaled, type EconomyOutcome, type EconomyRequest } from './move-for-request.ts';
import { goldConversionReason, goldConvertedOn, lockGoldConversions, utcDay } from './gold-conversion-limit.ts';

/**
 * Game coins → whole gold coins (docs/api/conversions-and-stamina.md). The spent game coins go to the treasury and the
 * gold coins come from the mint, so the burn account holds only what players burnt. At most
 * `goldConversionDailyLimit` gold coins per account and UTC day, counted from the ledger under a
 * per-account lock in the same transaction.
 */
export function convertGameCoin(ctx: ServerContext, asked: EconomyRequest & { goldCoins: bigint }): Promise<EconomyOutcome> {
  const { gameCoinsPerGold, goldConversionDailyLimit } = ctx.config.economy;
  const field = 'body.goldCoins';
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await lockGoldConversions(tx, asked.accountId);
    if (!(await operationDone(tx, operationKey(asked.accountId, asked.requestId)))) {
      const left = BigInt(goldConversionDailyLimit) - (await goldConvertedOn(tx, asked.accountId, now));
      if (asked.goldCoins > left) {
        const resets = utcDay(now).end.toISOString();
        throw new ApiError('daily_limit_reached', `${field}: ${asked.goldCoins} gold coins is more than today's limit leaves (${left > 0n ? left : 0n} of ${goldConversionDailyLimit}); it resets at ${resets}.`, {
          field,
        });
      }
    }
    const me = userParty(asked.accountId);
    return moveForRequest(tx, {
      ...asked,
      reason: goldConversionReason,
      field,
      now,
      legs: [
        { asset: 'game_coin', from: me, to: systemParty('treasury'), amount: scaled(asked.goldCoins, gameCoinsPerGold, field) },
        { asset: 'gold_coin', from: systemParty('mint'), to: me, amount: asked.goldCoins },
      ],
    });
  });
}
