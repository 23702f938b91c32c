import type { Stamina } from '@site/api-contract';
import type { ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import { refillStamina, staminaView } from '../stamina/stamina-store.ts';
import { moveForRequest, type EconomyOutcome, type EconomyRequest } from './move-for-request.ts';

/**
 * Stamina back to the max for `recoverPriceGold` gold coins (to the treasury), in one transaction.
 * The ledger goes first, so a replay (even one arriving while the first still runs) is answered
 * from the ledger and never refills twice; then the stamina row, and when it was full already
 * 409 stamina_full rolls the charge back. Lock order: ledger balance rows, then the stamina row.
 */
export function recoverStamina(ctx: ServerContext, asked: EconomyRequest): Promise<EconomyOutcome & { stamina: Stamina }> {
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
    if (before.value >= before.max) throw new ApiError('stamina_full', 'Your stamina is already full: nothing was charged.');
    return { ...(charged ?? { requestId: asked.requestId, replayed: false, spent: null, received: null, at: now.toISOString() }), stamina: after };
  });
}
