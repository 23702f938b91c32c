import type { AdminGrant } from '@site/api-contract';
import { findAccount } from '../accounts/account-store.ts';
import type { ServerContext } from '../context.ts';
import { ApiError } from '../errors/api-error.ts';
import { adminGrantReason, systemParty, userParty, type Asset } from '../ledger/ledger-types.ts';
import { transfer } from '../ledger/transfer.ts';

export interface GrantRequest {
  adminId: string;
  requestId: string;
  accountId: string;
  asset: Asset;
  amount: bigint;
  /** The admin's own words, kept as the transfer's reference (plain data, shown in the player's history). */
  reason: string;
}

/**
 * The ledger key of an admin's grant: scoped to the admin, so the key itself records who granted,
 * and one admin's ids never meet another's.
 */
export const grantKey = (adminId: string, requestId: string): string => `${adminGrantReason}:${adminId}:${requestId.toLowerCase()}`;

/**
 * Credits a player from the `rewards` system account in one transaction (support, compensation).
 * The same requestId with the same body answers the first grant (`replayed`); with another body
 * the ledger refuses it (409 idempotency_conflict), since the account, asset, amount and reason
 * are all part of the operation's fingerprint.
 */
export function createAdminGrant(ctx: ServerContext, grant: GrantRequest): Promise<AdminGrant> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    if (!(await findAccount(tx, grant.accountId))) throw new ApiError('validation_failed', 'body.accountId: no account has this id.', { field: 'body.accountId' });
    const result = await transfer(
      tx,
      {
        asset: grant.asset,
        from: systemParty('rewards'),
        to: userParty(grant.accountId),
        amount: grant.amount,
        idempotencyKey: grantKey(grant.adminId, grant.requestId),
        reason: adminGrantReason,
        reference: grant.reason,
      },
      { now },
    );
    const [moved] = result.transfers;
    if (!moved) throw new Error(`grant ${grant.requestId} has no transfer`);
    return {
      requestId: grant.requestId,
      replayed: result.replayed,
      accountId: grant.accountId,
      asset: moved.asset,
      amount: moved.amount.toString(),
      reason: moved.reference ?? grant.reason,
      grantedBy: grant.adminId,
      at: moved.createdAt.toISOString(),
    };
  });
}
