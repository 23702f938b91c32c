import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { rewardInviterAfterFirstRun } from '../invites/invite-reward.ts';

/**
 * What happens once in an account's life, when it finishes its first game run: inside that
 * finish's transaction, before its own ledger transfer (as the invites domain asks), the inviter
 * is rewarded (docs/api/invites.md). The caller holds the account's run reward lock, so two first finishes
 * in parallel never both get here; the invites domain also records the first run itself.
 */
export async function onFirstRunFinished(tx: Queryable, ctx: Pick<ServerContext, 'config'>, accountId: string, now: Date): Promise<void> {
  await rewardInviterAfterFirstRun(tx, ctx, accountId, now);
}
