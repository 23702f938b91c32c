import type { Queryable } from '../db/database.ts';
import { lockGoldBalance } from './lock-gold-balance.ts';
import { systemParty, userParty } from './ledger-types.ts';
import { transfer } from './transfer.ts';

/**
 * Takes a refunded purchase's gold coins back to `mint`, in the caller's transaction (which has
 * locked the purchase's own row first). The ledger never lets a balance go below zero, so when the
 * account has spent some of the coins already it takes what is there (the balance row locked
 * meanwhile) and returns the rest as the shortfall, for the purchase's row and for support to
 * follow up; the account keeps playing with a zero balance. No account: all of it is shortfall.
 */
export async function takeBackGold(
  tx: Queryable,
  refund: { accountId: string | null; goldCoins: bigint; idempotencyKey: string; reason: string; reference: string; now: Date },
): Promise<{ debited: bigint; shortfall: bigint }> {
  const balance = refund.accountId === null ? 0n : await lockGoldBalance(tx, refund.accountId);
  const debited = balance < refund.goldCoins ? balance : refund.goldCoins;
  if (debited > 0n && refund.accountId !== null) {
    await transfer(
      tx,
      { asset: 'gold_coin', from: userParty(refund.accountId), to: systemParty('mint'), amount: debited, idempotencyKey: refund.idempotencyKey, reason: refund.reason, reference: refund.reference },
      { now: refund.now },
    );
  }
  return { debited, shortfall: refund.goldCoins - debited };
}
