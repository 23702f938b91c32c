import { advisoryLockKeys, takeAdvisoryLock } from '../db/advisory-locks.ts';
import type { Queryable } from '../db/database.ts';

/**
 * Transaction-scoped advisory locks of the invites domain. Taken before any ledger row, and never
 * waited on by other domains, so they add no cycle to the ledger's lock order. A reward locks the
 * invited account, then its inviter (who always joined earlier: see acceptInvite), so two rewards
 * never wait on each other in opposite orders.
 */
export async function lockInvitee(tx: Queryable, accountId: string): Promise<void> {
  await takeAdvisoryLock(tx, advisoryLockKeys.invitee(accountId));
}

/** Makes one inviter's rewards wait for each other, so today's count is read by one at a time. */
export async function lockInviterRewards(tx: Queryable, inviterId: string): Promise<void> {
  await takeAdvisoryLock(tx, advisoryLockKeys.inviteRewards(inviterId));
}
