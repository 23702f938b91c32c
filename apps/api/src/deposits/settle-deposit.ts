import type { ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import { transfer } from '../ledger/transfer.ts';
import { systemParty, userParty } from '../ledger/ledger-types.ts';
import type { ChainTransaction } from './deposit-chain.ts';
import { goldCoinsFor } from '../config/deposit-config.ts';
import { findIdentityOwner } from '../accounts/identity-store.ts';
import { ensureDepositRow, lockDeposit, updateDeposit, type DepositRow } from './deposit-store.ts';

/** Who asks: the signed-in account (POST /api/deposits) or the treasury watcher. */
export type DepositClaimant = { accountId: string } | 'watcher';

/**
 * Records what the chain says about a transfer to the treasury and credits it when it is due,
 * in ONE database transaction that locks the deposit's row: the endpoint and the watcher both
 * come here, so a hash is credited once (the ledger's key `deposit:<hash>` guards it as well).
 * - from a wallet no account holds: `unclaimed` (the watcher), or 403 `wallet_not_linked` for an
 *   account that does not hold it (nothing is written);
 * - reverted: `refused` with `deposit_failed`; below the minimum: `refused` with `deposit_too_small`;
 * - fewer blocks than required: `confirming`;
 * - otherwise gold coins move from the system account `treasury` to the account: `credited`.
 * The caller checked the chain and the recipient. Returns the row as it now is.
 */
export function settleDeposit(ctx: ServerContext, chain: ChainTransaction, claimant: DepositClaimant): Promise<DepositRow> {
  const { minWei, goldPerCore, confirmations: required } = ctx.config.deposits;
  const now = ctx.now();
  const gold = goldCoinsFor(chain.valueWei, goldPerCore);
  return ctx.db.transaction(async (tx) => {
    await ensureDepositRow(tx, { tx_hash: chain.hash, from_address: chain.from, value_wei: chain.valueWei.toString(), gold_coins: gold }, now);
    const row = await lockDeposit(tx, chain.hash);
    if (!row) throw new Error(`deposit ${chain.hash} was not recorded`);

    const holder = await findIdentityOwner(tx, 'wallet', chain.from.toLowerCase());
    if (row.state === 'credited') {
      if (claimant !== 'watcher' && row.account_id !== claimant.accountId) {
        throw new ApiError('deposit_claimed', 'This deposit was already credited to another account.', { field: 'body.txHash' });
      }
      return row;
    }
    if (claimant !== 'watcher' && holder !== claimant.accountId) {
      throw new ApiError('wallet_not_linked', `The transaction was sent from ${chain.from}, a wallet not linked to your account. Link it first, then send the hash again.`, {
        field: 'body.txHash',
      });
    }

    const seen = { account_id: holder, block_number: chain.blockNumber, confirmations: chain.confirmations };
    if (holder === null) return updateDeposit(tx, chain.hash, { ...seen, state: 'unclaimed', refusal: null }, now);
    if (chain.status === 'reverted') return updateDeposit(tx, chain.hash, { ...seen, state: 'refused', refusal: 'deposit_failed' }, now);
    if (chain.valueWei < minWei) return updateDeposit(tx, chain.hash, { ...seen, state: 'refused', refusal: 'deposit_too_small' }, now);
    if (chain.status === 'pending' || chain.confirmations < required) return updateDeposit(tx, chain.hash, { ...seen, state: 'confirming', refusal: null }, now);

    await transfer(
      tx,
      { asset: 'gold_coin', from: systemParty('treasury'), to: userParty(holder), amount: gold, idempotencyKey: `deposit:${chain.hash}`, reason: 'deposit', reference: chain.hash },
      { now },
    );
    return updateDeposit(tx, chain.hash, { ...seen, state: 'credited', refusal: null }, now);
  });
}
