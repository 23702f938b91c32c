import type { Stamina } from '@site/api-contract';
import type { ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { refillStamina, staminaView } from '../stamina/stamina-store.ts';
import { moveForRequest, operationDone, operationKey, scaled, type EconomyOutcome } from './economy-operation.ts';
import { goldConversionReason, goldConvertedOn, lockGoldConversions, utcDay } from './gold-conversion-limit.ts';

interface Asked {
  accountId: string;
  requestId: string;
}

/**
 * Game coins → whole gold coins (DESIGN §11). The spent game coins go to the treasury and the
 * gold coins come from the mint, so the burn account holds only what players burnt. At most
 * `goldConversionDailyLimit` gold coins per account and UTC day, counted from the ledger under a
 * per-account lock in the same transaction.
 */
export function convertGameCoin(ctx: ServerContext, asked: Asked & { goldCoins: bigint }): Promise<EconomyOutcome> {
  const { gameCoinsPerGold, goldConversionDailyLimit } = ctx.config.economy;
  const field = 'body.goldCoins';
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await lockGoldConversions(tx, asked.accountId);
    if (!(await operationDone(tx, operationKey(asked.accountId, asked.requestId)))) {
      const left = BigInt(goldConversionDailyLimit) - (await goldConvertedOn(tx, asked.accountId, now));
      if (asked.goldCoins > left) {
        const resets = utcDay(now).end.toISOString();
        throw new ApiError(409, 'daily_limit_reached', `${field}: ${asked.goldCoins} gold coins is more than today's limit leaves (${left > 0n ? left : 0n} of ${goldConversionDailyLimit}); it resets at ${resets}.`, {
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

/** Invite points → game coins: the points go to the treasury, the game coins come from the mint. */
export function convertInvitePoint(ctx: ServerContext, asked: Asked & { invitePoints: bigint }): Promise<EconomyOutcome> {
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

/** Game coins to the burn account, for good. */
export function burnGameCoin(ctx: ServerContext, asked: Asked & { gameCoins: bigint }): Promise<EconomyOutcome> {
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

/**
 * Stamina back to the max for `recoverPriceGold` gold coins (to the treasury), in one transaction.
 * The ledger goes first, so a replay (even one arriving while the first still runs) is answered
 * from the ledger and never refills twice; then the stamina row, and when it was full already
 * 409 stamina_full rolls the charge back. Lock order: ledger balance rows, then the stamina row.
 */
export function recoverStamina(ctx: ServerContext, asked: Asked): Promise<EconomyOutcome & { stamina: Stamina }> {
  const settings = ctx.config.stamina;
  const price = BigInt(settings.recoverPriceGold);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    let charged: EconomyOutcome | null = null;
    if (price > 0n) {
      charged = await moveForRequest(tx, {
        ...asked,
        reason: 'recover_stamina',
        now,
        legs: [{ asset: 'gold_coin', from: userParty(asked.accountId), to: systemParty('treasury'), amount: price }],
      });
      if (charged.replayed) {
        // The first answer: full at the time of the first request.
        const at = new Date(charged.at);
        return { ...charged, stamina: staminaView({ value: settings.max, asOfMs: at.getTime() }, at, settings) };
      }
    }
    const { before, after } = await refillStamina(tx, asked.accountId, now, settings);
    if (before.value >= before.max) throw new ApiError(409, 'stamina_full', 'Your stamina is already full: nothing was charged.');
    return { ...(charged ?? { requestId: asked.requestId, replayed: false, spent: null, received: null, at: now.toISOString() }), stamina: after };
  });
}
